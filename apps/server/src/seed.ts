import { analyzeGrown } from './db/statistics.ts';
import type { Db } from './db/types.ts';
import { seedChannels } from './features/channels/seed.ts';
import { seedNotices, type NoticeSeed } from './features/notice/seed.ts';
import { seedExchangeRates } from './domain/orders/rates.ts';

// Scales follow ISO 4217 minor units: the Ugandan shilling has none.
const currencies = [
  { id: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', scale: 2 },
  { id: 'TZS', name: 'Tanzanian Shilling', symbol: 'TSh', scale: 2 },
  { id: 'UGX', name: 'Ugandan Shilling', symbol: 'USh', scale: 0 },
  { id: 'USD', name: 'US Dollar', symbol: '$', scale: 2 },
  { id: 'CNY', name: 'Chinese Yuan', symbol: '¥', scale: 2 },
];

const countries = [
  { id: 254, name: 'Kenya', nameZh: '肯尼亚', isoCode: 'KE', currencyId: 'KES', sort: 1 },
  { id: 255, name: 'Tanzania', nameZh: '坦桑尼亚', isoCode: 'TZ', currencyId: 'TZS', sort: 2 },
  { id: 256, name: 'Uganda', nameZh: '乌干达', isoCode: 'UG', currencyId: 'UGX', sort: 3 },
  { id: 86, name: 'China', nameZh: '中国', isoCode: 'CN', currencyId: 'CNY', sort: 4 },
];

const notices: NoticeSeed[] = [
  {
    key: 'service-hours',
    createdAt: '2025-01-06T05:00:00Z',
    en: {
      title: 'Customer service hours',
      content:
        'Our customer service team is available Monday to Saturday from 08:00 to 20:00 East Africa Time, and on ' +
        'Sundays and public holidays from 09:00 to 17:00. Transfers, top-ups and currency conversion run around the ' +
        'clock; messages sent to customer service outside these hours are answered on the next working day.',
    },
    zh: {
      title: '客服服务时间',
      content:
        '我们的客服团队服务时间为周一至周六 08:00–20:00（东非时间），周日及公众假期 09:00–17:00。' +
        '转账、充值和货币兑换全天候运行；非服务时间提交给客服的咨询将在下一个工作日回复。',
    },
  },
  {
    key: 'cross-border-cutoff',
    createdAt: '2025-02-10T05:00:00Z',
    en: {
      title: 'Cross-border transfer cut-off times',
      content:
        'Cross-border transfers submitted before 15:00 East Africa Time on a working day are usually credited the ' +
        'same day. Transfers submitted later, or at weekends and on public holidays in the sending or receiving ' +
        'country, are processed on the next working day. The exchange rate is fixed when you confirm the transfer.',
    },
    zh: {
      title: '跨境转账截止时间',
      content:
        '工作日东非时间 15:00 前提交的跨境转账通常当天到账。此后提交的转账，或在汇出国或收款国的周末及公众假期提交的转账，' +
        '将在下一个工作日处理。汇率在您确认转账时锁定。',
    },
  },
  {
    key: 'mpesa-maintenance',
    createdAt: '2025-03-03T05:00:00Z',
    en: {
      title: 'M-Pesa scheduled maintenance',
      content:
        'M-Pesa may be unavailable during the operator’s scheduled maintenance window, on Sundays from 00:00 to ' +
        '02:00 East Africa Time. M-Pesa top-ups (STK Push and Paybill) and payouts to M-Pesa requested during the ' +
        'window are queued and completed once the service is back; there is no need to submit them again. Wallet ' +
        'balances and transfers between Mizani Pay accounts are not affected.',
    },
    zh: {
      title: 'M-Pesa 计划维护通知',
      content:
        '在运营商的计划维护时段（每周日 00:00–02:00，东非时间），M-Pesa 服务可能暂停。维护期间发起的 M-Pesa 充值' +
        '（STK Push 和 Paybill）以及向 M-Pesa 的付款将进入队列，并在服务恢复后完成，无需重复提交。' +
        '钱包余额以及 Mizani Pay 账户之间的转账不受影响。',
    },
  },
  {
    key: 'account-security',
    createdAt: '2025-05-12T05:00:00Z',
    en: {
      title: 'Keep your account safe',
      content:
        'Mizani Pay staff will never ask for your login password, transaction password or verification codes, ' +
        'whether by phone, SMS, email or chat. Do not share them with anyone. If you receive such a request, or ' +
        'see a transaction you did not make, contact customer service at once and change your passwords from ' +
        'your profile.',
    },
    zh: {
      title: '保护您的账户安全',
      content:
        'Mizani Pay 工作人员绝不会通过电话、短信、电子邮件或聊天向您索取登录密码、交易密码或验证码，请勿向任何人透露。' +
        '如收到此类请求或发现非本人操作的交易，请立即联系客服，并在个人资料中修改密码。',
    },
  },
];

/**
 * Reference data every installation needs (currencies, countries, system notices, and what the
 * features seed: channels, rates). It sits beside app.ts, not in db/, because it draws on the
 * features and db/ imports none. Idempotent:
 * rows that exist are left as they are, so an operator's later edits survive restarts.
 */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of currencies) {
      await tx.query(
        'INSERT INTO currency (id, name, symbol, scale) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
        [c.id, c.name, c.symbol, c.scale],
      );
    }
    for (const c of countries) {
      await tx.query(
        `INSERT INTO country (id, name, name_zh, iso_code, currency_id, sort)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [c.id, c.name, c.nameZh, c.isoCode, c.currencyId, c.sort],
      );
    }
    for (const n of notices) {
      for (const locale of ['en', 'zh'] as const) {
        await tx.query(
          `INSERT INTO sys_notice (seed_key, locale, title, content, created_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (seed_key, locale) DO NOTHING`,
          [n.key, locale, n[locale].title, n[locale].content, n.createdAt],
        );
      }
    }
  });
  await seedNotices(db);
  await seedExchangeRates(db);
  await seedChannels(db);
  // Statistics for the planner from the start (PGlite never gathers them by itself).
  await analyzeGrown(db);
}
