import type { developer as en } from '../en/developer.ts';

export const developer: Record<keyof typeof en, string> = {
  'api.title': 'API 服务',
  'api.consoleName': '开发者控制台',
  'api.skipToContent': '跳到主要内容',
  'api.loading': '加载中…',
  'api.closeNotification': '关闭通知',

  'api.nav.label': 'API 服务菜单',
  'api.nav.open': '打开菜单',
  'api.nav.close': '关闭菜单',
  'api.nav.collapse': '收起菜单',
  'api.nav.expand': '展开菜单',
  'api.nav.pending': 'API 权限审核通过后，菜单将显示在这里。',

  'api.header.wallet': '钱包',
  'api.header.userMenu': '{name}，账户菜单',
  'api.header.account': '账户',
  'api.header.profile': '个人资料',
  'api.header.logout': '退出登录',

  'api.redirecting.title': '请先登录',
  'api.redirecting.body': '使用开发者控制台需要先登录账户，正在前往登录页…',
  'api.redirecting.link': '前往登录页',

  'api.account.intro': '一览您的 API 权限：申请的审核状态，以及您的系统调用 Mizani Pay 时使用的凭证。',
  'api.account.signedInAs': '当前登录：{name}',

  'api.notFound.code': '错误 404',
  'api.notFound.title': '页面未找到',
  'api.notFound.body': '开发者控制台中不存在此页面，或该页面已被移动。',
  'api.notFound.back': '返回用户中心',

  'api.error.title': '出了点问题',
  'api.error.body': '此页面无法显示，请刷新后重试。',
  'api.error.reload': '刷新',
};
