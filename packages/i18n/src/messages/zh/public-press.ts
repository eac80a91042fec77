import type { pressPageMessages as en } from '../en/public-press.ts';

export const pressPageMessages: Record<keyof typeof en, string> = {
  'press.documentTitle': '新闻',
  'press.eyebrow': '新闻中心',
  'press.title': '新闻稿',
  'press.lead': 'Mizani Pay 的最新消息，按时间倒序排列。',
  'press.list': '新闻稿',
  'press.r1.title': 'Mizani Pay 达累斯萨拉姆办公室正式开业',
  'press.r1.body':
    'Mizani Pay 在达累斯萨拉姆马萨基区开设办公室，将坦桑尼亚的客户支持、合规和合作业务集中在同一地点。客户现在可以到访办公室，获得账户认证和企业开户方面的帮助。',
  'press.r2.title': '企业现可通过支付 API 接入 Mizani Pay',
  'press.r2.body':
    'Mizani Pay API 让企业能够在自己的系统中向客户收款（C2B）、向手机钱包和银行账户付款（B2C）并管理挂账钱包。企业账户通过认证后，即可在开发者控制台获取访问密钥。',
  'press.r3.title': '肯尼亚与坦桑尼亚之间的跨境转账现可在几分钟内到账',
  'press.r3.body':
    '从肯尼亚的 Mizani Pay 钱包向坦桑尼亚的 M-Pesa、Airtel Money、Tigo Pesa 和 Halopesa 钱包转账（反向亦然），大多数情况下现可在几分钟内完成付款。汇款人在确认前即可看到汇率和手续费。',
  'press.r4.title': 'Mizani Pay 新增 Pesalink、RTGS、TISS 和 TIPS 银行转账',
  'press.r4.body':
    '除手机钱包外，客户现在还可以通过 Pesalink 和 RTGS 向肯尼亚的银行账户转账，通过 TISS 和 TIPS 向坦桑尼亚的银行账户转账。企业可以直接用钱包余额结算供应商发票。',
  'press.media.title': '媒体垂询',
  'press.media.body': '记者可通过电子邮件联系我们的传播团队，我们力争在一个工作日内回复。',
};
