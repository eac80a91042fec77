import type { publicMessages as en } from '../en/public.ts';

export const publicMessages: Record<keyof typeof en, string> = {
  'nav.user.menu': '{name}，账户菜单',
  'nav.user.signedInAs': '已登录：{name}',
  'nav.user.dashboard': '仪表盘',
  'nav.user.profile': '个人资料',
  'nav.user.logout': '退出登录',

  'chat.short': '在线咨询',
  'chat.label': '在线咨询：在您的聊天应用中与我们联系（在新标签页打开）',

  'public.onThisPage': '本页目录',
  'public.lastUpdated': '最后更新：{date}',

  // 关于我们
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

  'office.nairobi': '肯尼亚 内罗毕',
  'office.darEsSalaam': '坦桑尼亚 达累斯萨拉姆',
  'office.address': '地址',
  'office.phone': '电话',
  'office.hours': '营业时间',
  'office.hours.weekdays': '周一至周五 8:00 至 18:00（东非时间）',
  'office.hours.saturday': '周六 9:00 至 13:00',
  'office.hours.closed': '周日及法定节假日休息',

  // 新闻
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

  // 联系我们
  'contact.documentTitle': '联系我们',
  'contact.eyebrow': '帮助与支持',
  'contact.title': '联系我们',
  'contact.lead':
    '请选择适合您的方式联系我们。咨询付款问题时，请准备好您的账号和交易单号（SN）：我们绝不会向您索要登录密码、交易密码或验证码。',
  'contact.channels': '联系方式',
  'contact.email.title': '电子邮件',
  'contact.email.body': '账户和付款问题请发邮件，我们会在一个工作日内回复。',
  'contact.phone.title': '电话',
  'contact.phone.body': '营业时间内接听，支持英语和斯瓦希里语。',
  'contact.phone.ke': '肯尼亚',
  'contact.phone.tz': '坦桑尼亚',
  'contact.chat.title': '在线聊天',
  'contact.chat.body': '营业时间内，可用手机通过 WhatsApp 给我们发消息。',
  'contact.chat.action': '开始聊天',
  'contact.offices': '到访我们',
  'contact.other': '其他咨询',
  'contact.other.press': '新闻与媒体',
  'contact.other.privacy': '隐私与个人数据',
  'contact.other.complaints': '投诉',
  'contact.other.complaintsBody': '请发送邮件并在主题中注明“投诉”。我们会在两个工作日内确认收到每一项投诉，并在 14 天内告知处理结果。',

  // 隐私声明
  'privacy.documentTitle': '隐私声明',
  'privacy.title': '隐私声明',
  'privacy.lead':
    '本声明说明您使用我们的网站、门户、开发者控制台和 API 时，Mizani Pay 收集哪些个人数据、使用目的、与谁共享、保存多久以及您享有的权利。',
  'privacy.who.title': '谁负责您的数据',
  'privacy.who.p1':
    'Mizani Pay 是本声明所述个人数据的数据控制者。在肯尼亚，我们依据《2019 年数据保护法》处理个人数据；在坦桑尼亚，依据《2022 年个人数据保护法》处理个人数据。两者同时适用时，我们遵循更严格的规定。',
  'privacy.collect.title': '我们收集的数据',
  'privacy.collect.p1': '我们只收集提供服务和履行法定义务所需的数据：',
  'privacy.collect.item1': '账户信息：您的姓名或昵称、手机号、邮箱、国家和账号。',
  'privacy.collect.item2': '身份认证（KYC）：身份证件正反面照片、您的实时照片以及证件有效期。',
  'privacy.collect.item3':
    '企业认证（KYB）：公司名称、经营名称、地址、电话、邮箱、所属行业和预计年交易额，以及公司文件，例如公司注册证书、公司章程、董事会决议、税务登记证书、完税证明、地址证明、审计报告、营业执照、反洗钱政策和资金来源说明。',
  'privacy.collect.item4': '付款信息：金额、币种、收款人及其账户或钱包信息、转账原因和状态。',
  'privacy.collect.item5': '安全和设备数据：IP 地址、浏览器，以及每次登录、修改密码、修改资料的时间和失败的尝试。',
  'privacy.collect.item6': '您联系我们时提供的内容，包括聊天和邮件消息。',
  'privacy.use.title': '我们为何使用这些数据',
  'privacy.use.item1': '为您开立和管理账户，并执行您要求的付款（履行我们与您的合同）。',
  'privacy.use.item2': '核实您的身份，防范欺诈、洗钱和恐怖融资（依据肯尼亚和坦桑尼亚法律承担的法定义务）。',
  'privacy.use.item3': '保障您的账户安全，例如限制多次登录失败并发送验证码。',
  'privacy.use.item4': '答复您的咨询和投诉。',
  'privacy.use.item5': '发送与您的账户和付款相关的服务消息。只有在您同意后我们才会发送营销信息，您可以随时取消。',
  'privacy.share.title': '我们与谁共享数据',
  'privacy.share.p1': '我们不会出售您的个人数据，只在必要时共享：',
  'privacy.share.item1': '与手机钱包运营商和银行共享，以完成您的付款和收款。',
  'privacy.share.item2': '与按我们指示工作的身份认证和反欺诈服务商共享。',
  'privacy.share.item3': '在法律要求时，与监管机构、税务机关、法院和执法部门共享。',
  'privacy.share.item4': '与托管和支持我们系统的服务商共享，并以合同保护您的数据。',
  'privacy.transfer.title': '跨境传输',
  'privacy.transfer.p1':
    '跨境付款需要在两个国家使用您的数据。我们只在法律允许的情况下将个人数据传输到肯尼亚或坦桑尼亚境外，并采取合同保护和充分安全证明等保障措施。',
  'privacy.retention.title': '我们保存多久',
  'privacy.retention.item1': '身份认证记录和付款记录：在您的账户存续期间保存，并在销户后至少保存七年；如肯尼亚或坦桑尼亚的反洗钱或税务法律要求更长期限，则从其规定。',
  'privacy.retention.item2': '安全记录（如您的操作日志）：保存两年。',
  'privacy.retention.item3': '验证码：十分钟内有效，且只能使用一次。',
  'privacy.retention.item4': '营销偏好：保存至您更改设置或注销账户为止。',
  'privacy.rights.title': '您的权利',
  'privacy.rights.p1': '根据肯尼亚《2019 年数据保护法》和坦桑尼亚《2022 年个人数据保护法》，您有权：',
  'privacy.rights.item1': '了解您的个人数据如何被使用；',
  'privacy.rights.item2': '获取我们持有的您的个人数据副本；',
  'privacy.rights.item3': '更正不准确或不完整的数据；',
  'privacy.rights.item4': '在我们不再需要时删除数据，但法律要求我们保存的记录除外；',
  'privacy.rights.item5': '反对数据处理（包括营销），并随时撤回同意；',
  'privacy.rights.item6': '在法律规定的情况下，以可携带的格式获取您的数据。',
  'privacy.rights.p2':
    '如需行使上述权利，请使用账户绑定的邮箱发送邮件至 privacy@mizani.africa，我们会在法律规定的期限内答复。如您不满意，可以向肯尼亚数据保护专员办公室或坦桑尼亚个人数据保护委员会投诉。',
  'privacy.security.title': '我们如何保护数据',
  'privacy.security.p1':
    '数据在您的浏览器和我们的服务器之间加密传输。密码仅以单向哈希形式存储，只有工作需要的员工才能访问个人数据，登录、修改密码和修改资料均有记录。',
  'privacy.children.title': '未成年人',
  'privacy.children.p1': '我们的服务面向成年人，不会在知情的情况下为未满 18 岁的人开立账户。',
  'privacy.contact.title': '联系方式与变更',
  'privacy.contact.p1':
    '您可以通过 privacy@mizani.africa 或到访我们在内罗毕和达累斯萨拉姆的办公室联系我们的数据保护官。本声明变更时，我们会在此发布新版本；如变更对您有重大影响，我们会在生效前通知您。',

  // 条款和条件
  'terms.documentTitle': '条款和条件',
  'terms.title': '条款和条件',
  'terms.lead': '本条款构成您在开立账户并使用我们的门户、开发者控制台和 API 时与 Mizani Pay 之间的协议。请仔细阅读；创建账户即表示您接受本条款。',
  'terms.account.title': '您的账户',
  'terms.account.item1': '开立账户须年满 18 周岁，企业须依法注册。',
  'terms.account.item2': '您提供的信息必须真实并保持最新。每个人或每家企业只能持有一个主账户。',
  'terms.account.item3': '请对登录密码、交易密码和验证码保密。使用它们确认的付款视为您本人所为。如怀疑他人使用了您的账户，请立即通知我们。',
  'terms.account.item4': '主账户可以添加团队成员（员工账户）。主账户持有人对其员工在所授予权限内的行为负责。',
  'terms.kyc.title': '身份认证',
  'terms.kyc.p1':
    '在您汇款之前，我们必须核实您的身份（KYC），如为企业，则须核实企业及其背后的相关人员（KYB）。我们可能随时要求补充文件，并可能在认证未完成期间拒绝或暂停某项服务。如认证被驳回，我们会告知原因，您可以修改后重新提交。',
  'terms.payments.title': '付款',
  'terms.payments.p1':
    '您须对所填写的收款人信息负责。确认前请核对收款人姓名、号码和国家：按照您提供的信息发出的付款并非总能追回。对于法律、我们的风险规则或合作方规则不允许的付款，我们可能拒绝或暂缓处理。',
  'terms.fees.title': '手续费和汇率',
  'terms.fees.p1':
    '手续费以及（涉及其他币种时的）汇率会在您确认前显示，收款人收到的金额即为所显示的金额。汇率随市场变动：某一汇率仅适用于其显示期间确认的付款。收款人的银行或运营商可能收取其自身的费用，该费用不受我们控制。',
  'terms.limits.title': '限额',
  'terms.limits.p1':
    '付款受单笔、每日和每月限额约束。限额取决于您所在的国家、认证级别和付款渠道，并可能因法律或合作方的要求而调整。付款超出限额时，门户会予以提示。',
  'terms.cancel.title': '取消与退款',
  'terms.cancel.p1':
    '只有在付款状态允许时才能取消付款。取消交易或提现不可撤销：一经取消即无法恢复，须作为新的付款重新发起。付款失败或在付出前被取消的，款项将退回您的钱包余额。',
  'terms.disputes.title': '投诉与争议',
  'terms.disputes.p1':
    '如出现问题，请在 30 天内携带您的账号和交易单号联系我们。我们会在两个工作日内确认收到投诉，并力争在 14 天内解决。如您对答复不满意，可以将争议提交至您所在国家的支付系统监管机构或法院。',
  'terms.suspension.title': '暂停与注销账户',
  'terms.suspension.p1':
    '在未完成的付款结清后，您可以随时注销账户，余额将支付至以您名义开立的账户。如法律要求、我们怀疑存在欺诈或滥用，或本条款遭到严重违反，我们可能暂停或关闭账户，并在法律允许的情况下通知您。',
  'terms.liability.title': '我们的责任',
  'terms.liability.p1':
    '我们以合理的谨慎和专业能力执行付款。对于因您提供的信息错误、超出我们合理控制范围的事件或第三方服务造成的损失，除法律另有规定外，我们不承担责任。本条款不限制您依据消费者保护法享有的权利。',
  'terms.law.title': '适用法律',
  'terms.law.p1':
    '在肯尼亚开立的账户适用肯尼亚法律，争议由肯尼亚法院管辖。在坦桑尼亚开立的账户适用坦桑尼亚联合共和国法律，争议由坦桑尼亚法院管辖。',
  'terms.changes.title': '条款变更',
  'terms.changes.p1': '我们可能因法律或服务变化等原因修改本条款。对您有影响的变更，我们会在生效前至少 30 天通知您；如您不同意，可以在此之前免费注销账户。',
};
