import type { MenuTreeNode } from '@mizani/sdk/contract';

/** A permission-tree node for the System tests; only tests import it. */
export const menuNode = (name: string, kind: MenuTreeNode['kind'], children: MenuTreeNode[] = [], assignable = true, title = { en: name, zh: name }): MenuTreeNode => ({
  name,
  kind,
  children,
  assignable,
  path: null,
  sort: 1,
  title,
});
