import type { privacyPageMessages as en } from '../en/public-privacy.ts';

export const privacyPageMessages: Record<keyof typeof en, string> = {
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
};
