import type { Db } from '../../db/types.ts';
import { NoticeType } from './queries.ts';

/** A notice in both languages, found again by `key` so a second seeding adds nothing. */
export interface NoticeSeed {
  key: string;
  createdAt: string;
  en: { title: string; content: string };
  zh: { title: string; content: string };
}

// Announcements a customer of a payments company in Kenya and Tanzania would be shown.
const announcements: NoticeSeed[] = [
  {
    key: 'fee-schedule-2025-07',
    createdAt: '2025-06-02T06:00:00Z',
    en: {
      title: 'Updated fee schedule from 1 July 2025',
      content:
        'From 1 July 2025, domestic transfers to M-Pesa, Airtel Money, Tigo Pesa and Halopesa wallets cost a flat ' +
        'fee per transfer instead of a percentage, so larger payments cost less. Transfers between Mizani Pay ' +
        'accounts stay free, and Pesalink, RTGS, TISS and TIPS bank transfers keep their current fees. The fee of ' +
        'every transfer is shown before you confirm it; transfers confirmed before 1 July are charged the old fee.',
    },
    zh: {
      title: '2025年7月1日起费率调整',
      content:
        '自2025年7月1日起，向 M-Pesa、Airtel Money、Tigo Pesa 和 Halopesa 钱包的境内转账改为按笔收取固定手续费，' +
        '不再按比例收费，大额付款的费用因此降低。Mizani Pay 账户之间的转账继续免费，Pesalink、RTGS、TISS 和 TIPS ' +
        '银行转账的费用保持不变。每笔转账的手续费都会在您确认前显示；7月1日前已确认的转账按原费率收取。',
    },
  },
  {
    key: 'tigo-pesa-corridor',
    createdAt: '2025-08-18T06:00:00Z',
    en: {
      title: 'New corridor: Kenya to Tigo Pesa in Tanzania',
      content:
        'You can now send money from your Kenyan shilling balance straight to Tigo Pesa wallets in Tanzania. The ' +
        'recipient receives Tanzanian shillings, usually within minutes, at the rate shown when you confirm. ' +
        "First add the recipient's Tigo Pesa number under Recipients; a new recipient is reviewed before you " +
        'can pay it. Then choose Cross-border service, then Send money, pick the currency and that saved ' +
        'recipient. Check the recipient shown before you confirm: a transfer to the wrong number cannot be recalled.',
    },
    zh: {
      title: '新汇款通道：肯尼亚至坦桑尼亚 Tigo Pesa',
      content:
        '现在您可以从肯尼亚先令余额直接向坦桑尼亚的 Tigo Pesa 钱包汇款。收款人收到坦桑尼亚先令，通常几分钟内到账，' +
        '汇率以您确认时显示的为准。请先在"收款人"中添加收款人的 Tigo Pesa 号码，新收款人需审核通过后才能付款；' +
        '然后选择"跨境服务"→"汇款"，选择币种和该已保存的收款人。确认前请核对显示的收款人：汇往错误号码的款项无法撤回。',
    },
  },
  {
    key: 'never-share-codes',
    createdAt: '2025-09-22T06:00:00Z',
    en: {
      title: 'Security advice: never share your codes',
      content:
        'Fraudsters are calling customers and posing as Mizani Pay or mobile money staff, asking for the ' +
        'verification code "sent by mistake" to your phone. That code lets them into your account. Mizani Pay ' +
        'will never ask you for a verification code, your login password or your transaction password by ' +
        'phone, SMS, email or chat. If someone asks, end the conversation, change your passwords from your ' +
        'profile and tell customer service.',
    },
    zh: {
      title: '安全提示：切勿向任何人透露验证码',
      content:
        '近期有诈骗分子冒充 Mizani Pay 或移动支付工作人员致电客户，声称验证码"误发"到您的手机并要求您告知。' +
        '该验证码可让对方登录您的账户。Mizani Pay 绝不会通过电话、短信、电子邮件或聊天向您索取验证码、登录密码' +
        '或交易密码。如有人索要，请立即结束对话，在个人资料中修改密码，并告知客服。',
    },
  },
];

/**
 * The announcements every installation starts with. Idempotent: a row that exists (perhaps edited
 * or unpublished by the operator since) is left as it is.
 */
export async function seedNotices(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const notice of announcements) {
      for (const locale of ['en', 'zh'] as const) {
        await tx.query(
          `INSERT INTO notice (type, seed_key, locale, title, content, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (seed_key, locale) DO NOTHING`,
          [NoticeType.ANNOUNCEMENT, notice.key, locale, notice[locale].title, notice[locale].content, notice.createdAt],
        );
      }
    }
  });
}
