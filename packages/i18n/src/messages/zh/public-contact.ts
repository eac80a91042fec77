import type { contactPageMessages as en } from '../en/public-contact.ts';

export const contactPageMessages: Record<keyof typeof en, string> = {
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
};
