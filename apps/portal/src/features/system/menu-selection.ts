import type { MenuTreeNode } from '@mizani/sdk/contract';

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** Names below a node that a role can hold (main-account-only entries never count). */
function assignableDescendants(node: MenuTreeNode): string[] {
  return node.children.flatMap((child) => (child.assignable ? [child.name, ...assignableDescendants(child)] : []));
}

/**
 * What a node's checkbox shows. A group means nothing by itself: it is checked when everything
 * under it is. A page is a permission of its own (seeing it), so a page chosen without all of its
 * buttons is shown as partly chosen, as is a page with only some buttons or sections.
 */
export function checkState(node: MenuTreeNode, selected: ReadonlySet<string>): CheckState {
  const below = assignableDescendants(node);
  if (below.length === 0) return selected.has(node.name) ? 'checked' : 'unchecked';
  const chosen = below.filter((name) => selected.has(name)).length;
  const self = node.kind === 'group' || selected.has(node.name);
  if (self && chosen === below.length) return 'checked';
  if (chosen > 0 || (node.kind !== 'group' && selected.has(node.name))) return 'indeterminate';
  return 'unchecked';
}

/** The path of nodes from the root to the node named `name` (inclusive), or null. */
function pathTo(tree: readonly MenuTreeNode[], name: string): MenuTreeNode[] | null {
  for (const node of tree) {
    if (node.name === name) return [node];
    const below = pathTo(node.children, name);
    if (below) return [node, ...below];
  }
  return null;
}

/** Groups hold a name only while something under them is chosen. */
function tidyGroups(tree: readonly MenuTreeNode[], selected: Set<string>): void {
  const walk = (nodes: readonly MenuTreeNode[]) => {
    for (const node of nodes) {
      walk(node.children);
      if (node.kind !== 'group') continue;
      if (assignableDescendants(node).some((name) => selected.has(name))) selected.add(node.name);
      else selected.delete(node.name);
    }
  };
  walk(tree);
}

/**
 * Clicking a node's checkbox: a fully chosen node is cleared with everything under it; otherwise
 * the node, everything under it and the path above it are chosen (a button is useless without
 * its page, a page without its menu).
 */
export function toggle(tree: readonly MenuTreeNode[], selected: ReadonlySet<string>, name: string): Set<string> {
  const path = pathTo(tree, name);
  const node = path?.at(-1);
  const next = new Set(selected);
  if (!path || !node || !node.assignable) return next;
  if (checkState(node, selected) === 'checked') {
    next.delete(node.name);
    for (const below of assignableDescendants(node)) next.delete(below);
  } else {
    for (const above of path) if (above.assignable) next.add(above.name);
    for (const below of assignableDescendants(node)) next.add(below);
  }
  tidyGroups(tree, next);
  return next;
}

/** The names to save, in the tree's order, keeping only names the tree offers and a role may hold. */
export function selectionToMenus(tree: readonly MenuTreeNode[], selected: ReadonlySet<string>): string[] {
  const tidy = new Set(selected);
  tidyGroups(tree, tidy);
  const names: string[] = [];
  const walk = (nodes: readonly MenuTreeNode[]) => {
    for (const node of nodes) {
      if (node.assignable && tidy.has(node.name)) names.push(node.name);
      walk(node.children);
    }
  };
  walk(tree);
  return names;
}
