import { en, type MessageId } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import type { MenuTreeNode } from '@mizani/sdk/contract';
import { buildApiMenus, Menu, menuCatalogue, type MenuItem } from '@mizani/sdk/permissions';

/** Entries only a main account holds: a role cannot grant them (the server refuses them). */
const MAIN_ONLY_NAMES: ReadonlySet<string> = new Set([Menu.System, Menu.SystemUserRole, Menu.SystemUserTeam]);

function toNode(item: MenuItem, index: number, extraChildren: MenuItem[] = []): MenuTreeNode {
  const children = [...(item.children ?? []), ...extraChildren];
  return {
    name: item.name,
    title: { en: en[item.titleId as MessageId], zh: zh[item.titleId as MessageId] },
    path: item.path ?? null,
    sort: index + 1,
    kind: item.kind,
    assignable: !MAIN_ONLY_NAMES.has(item.name),
    children: children.map((child, i) => toNode(child, i)),
  };
}

/**
 * The tree a role is built from: the portal's menus with their sections and buttons, and the API
 * area (with its C2B, B2C and Suspense items) under HomeApi. Built from the same catalogue the
 * portal draws its menus from, so a name here is always a name the client understands.
 */
export function buildMenuTree(): MenuTreeNode[] {
  const apiArea = buildApiMenus({ parentId: 0 }, 1);
  return menuCatalogue().map((item, index) => toNode(item, index, item.name === Menu.HomeApi ? apiArea : []));
}

/** Every permission name of the tree. */
export function menuTreeNames(tree: readonly MenuTreeNode[] = buildMenuTree()): string[] {
  const names: string[] = [];
  const walk = (nodes: readonly MenuTreeNode[]) => {
    for (const node of nodes) {
      names.push(node.name);
      walk(node.children);
    }
  };
  walk(tree);
  return names;
}

/** The names a role may hold: every name of the tree except the main account's own. */
export function assignableNames(): Set<string> {
  return new Set(menuTreeNames().filter((name) => !MAIN_ONLY_NAMES.has(name)));
}
