import type { MessageId } from '@mizani/i18n';
import { paths, SERVICE_SECTION } from '../../paths.ts';

export interface NavLinkItem {
  labelId: MessageId;
  href: string;
}

export interface NavGroupItem {
  labelId: MessageId;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

/** The public header of spec section 2, in order; desktop and mobile render this same list. */
export const NAV_ITEMS: readonly NavItem[] = [
  { labelId: 'nav.home', href: paths.home.getHref() },
  { labelId: 'nav.aboutUs', href: paths.aboutUs.getHref() },
  {
    labelId: 'nav.ourService',
    children: [
      { labelId: 'nav.globalService', href: paths.home.getHref(SERVICE_SECTION.globalService) },
      { labelId: 'nav.fx', href: paths.home.getHref(SERVICE_SECTION.fx) },
    ],
  },
  { labelId: 'nav.press', href: paths.press.getHref() },
  { labelId: 'nav.contactUs', href: paths.contactUs.getHref() },
];
