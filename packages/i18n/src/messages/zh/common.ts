import type { common as en } from '../en/common.ts';

export const common: Record<keyof typeof en, string> = {
  'app.name': 'Mizani Pay',
  'lang.en': 'English',
  'lang.zh': '中文',
  'lang.switch': '语言',

  'sdk.expired': '页面已过期，请重新登录',
  'sdk.systemAbnormality': '系统异常',
  'sdk.timeout': '系统超时，请稍后重试',
  'sdk.httpFailure': '系统接口{0}异常',
  'sdk.duplicateSubmit': '数据正在处理，请勿重复提交',
  'sdk.downloading': '正在下载，请稍候...',
  'sdk.downloadFailed': '下载文件出错，请联系管理员！',
  'sdk.noData': '未找到相关数据',
  'sdk.loginExpired': '登录已过期，请重新登录',
  'sdk.logoutSuccess': '退出成功！',
  'list.loadFailed': '列表加载失败，请检查网络后重试。',
  'list.retry': '重试',

  'validation.passwordLength': '密码长度为6-12个字符！',
  'validation.passwordStrength': '登录密码须包含数字、大小写字母以及一个除空格以外的特殊字符',
  'validation.passwordMismatch': '两次输入的密码不一致。',
  'validation.passwordSameAsOld': '新密码不能与旧密码相同',
  'validation.passwordHelp': '登录密码须包含数字、大小写字母以及除空格以外的特殊字符',
  'validation.fundPassword': '交易密码必须为6位数字',
  'validation.emailFormat': '邮箱格式不正确',
  'validation.phoneSameAsOld': '新手机号不能与原手机号相同',
  'validation.emailSameAsOld': '新邮箱不能与原邮箱相同',
  'validation.required': '此项为必填项',
};
