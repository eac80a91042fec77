import type { MessageId } from '@mizani/i18n';

/**
 * group: a heading in the side menu; page: a route; section: a permitted part of a page;
 * button: an action on a page. Only groups and pages are drawn in the menu.
 */
export type MenuKind = 'group' | 'page' | 'section' | 'button';

export interface MenuItem {
  kind: MenuKind;
  /** The permission name. */
  name: string;
  /** The route, for pages. */
  path?: string;
  titleId: MessageId;
  children?: MenuItem[];
}

/** Every route the menus permit, in menu order. */
export function routesFromMenus(menus: readonly MenuItem[]): string[] {
  const paths = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.path) paths.add(item.path);
      if (item.children) walk(item.children);
    }
  };
  walk(menus);
  return [...paths];
}

/** Every permission name in the menus, buttons and sections included. */
export function menuNames(menus: readonly MenuItem[]): string[] {
  const names: string[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      names.push(item.name);
      if (item.children) walk(item.children);
    }
  };
  walk(menus);
  return names;
}

/** Keeps what `allowed` names; a page stays for any permitted section and a group for any kept child. */
export function filterMenus(menus: readonly MenuItem[], allowed: ReadonlySet<string>): MenuItem[] {
  const kept: MenuItem[] = [];
  for (const item of menus) {
    const children = item.children ? filterMenus(item.children, allowed) : undefined;
    const keep =
      item.kind === 'group'
        ? (children?.length ?? 0) > 0
        : allowed.has(item.name) || (item.kind === 'page' && (children ?? []).some((child) => child.kind === 'section'));
    if (!keep) continue;
    kept.push(children && children.length > 0 ? { ...item, children } : withoutChildren(item));
  }
  return kept;
}

function withoutChildren(item: MenuItem): MenuItem {
  const { children: _children, ...rest } = item;
  return rest;
}
