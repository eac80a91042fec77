import type { aboutPageMessages as en } from '../en/public-about.ts';

export const aboutPageMessages: Record<keyof typeof en, string> = {
  'about.documentTitle': '关于我们',
  'about.eyebrow': '关于 Mizani Pay',
  'about.title': '公平、透明地在东非转移资金',
  'about.lead':
    'Mizani 在斯瓦希里语中意为“平衡”。我们创建 Mizani Pay，是为了让肯尼亚和坦桑尼亚的家庭与企业在确认前就能看到手续费和汇率，并能追踪每一笔付款直至到账，从而轻松地汇款、收款和兑换货币。',
  'about.who.title': '我们是谁',
  'about.who.p1':
    'Mizani Pay 是一家支付公司，团队分布在内罗毕和达累斯萨拉姆。我们连接边境两侧的钱包和银行账户：M-Pesa、Airtel Money、Tigo Pesa 和 Halopesa，以及通过 RTGS、Pesalink、TISS 和 TIPS 进行的银行转账。',
  'about.who.p2': '我们的客户包括向家人汇款的个人、在区域内开展贸易的商户，以及通过我们的 API 向员工和供应商付款或向客户收款的企业。',
  'about.offer.title': '我们提供的服务',
  'about.offer.transfers.title': '国内及跨境转账',
  'about.offer.transfers.body': '从钱包余额向本国或邻国的手机钱包或银行账户付款。',
  'about.offer.wallet.title': '钱包充值与收款',
  'about.offer.wallet.body': '通过 M-Pesa、银行转账或现金充值，并将客户的付款收入您的账户。',
  'about.offer.fx.title': '货币兑换',
  'about.offer.fx.body': '按当前汇率在 KES、TZS、USD 和 CNY 之间兑换，并保留每一笔兑换记录。',
  'about.offer.api.title': '面向企业的支付 API',
  'about.offer.api.body': '收款（C2B）、付款（B2C）和挂账钱包，密钥和文档均可在开发者控制台获取。',
  'about.trust.title': '我们如何保障您的资金',
  'about.trust.p1': 'Mizani Pay 依据肯尼亚和坦桑尼亚的国家支付系统法律，作为受监管的支付服务提供商运营，并遵守两国的反洗钱和反恐怖融资规定。',
  'about.trust.item1': '客户资金与公司自有资金分开存放，存于持牌银行开立的账户中。',
  'about.trust.item2': '每位客户在汇款前都须完成认证：个人进行 KYC，企业进行 KYB。',
  'about.trust.item3': '密码仅以安全哈希形式存储，每次登录和安全设置变更都会记录在您的操作日志中。',
  'about.trust.item4': '我们按照肯尼亚和坦桑尼亚数据保护法律的要求处理您的个人数据。',
  'about.offices.title': '我们的办公室',
  'about.cta.title': '联系我们',
  'about.cta.body': '对账户、付款或合作有疑问？我们在内罗毕和达累斯萨拉姆的团队随时为您提供帮助。',
  'about.cta.contact': '联系我们',
};
