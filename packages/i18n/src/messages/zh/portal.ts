import type { portal as en } from '../en/portal.ts';

export const portal: Record<keyof typeof en, string> = {
  'nav.home': '首页',
  'nav.aboutUs': '关于我们',
  'nav.ourService': '我们的服务',
  'nav.globalService': '全球服务',
  'nav.fx': '外汇',
  'nav.press': '新闻',
  'nav.contactUs': '联系我们',
  'nav.signUp': '注册',
  'nav.login': '登录',
};
