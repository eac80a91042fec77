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

  'office.nairobi': '肯尼亚 内罗毕',
  'office.darEsSalaam': '坦桑尼亚 达累斯萨拉姆',
  'office.address': '地址',
  'office.phone': '电话',
  'office.hours': '营业时间',
  'office.hours.weekdays': '周一至周五 8:00 至 18:00（东非时间）',
  'office.hours.saturday': '周六 9:00 至 13:00',
  'office.hours.closed': '周日及法定节假日休息',
};
