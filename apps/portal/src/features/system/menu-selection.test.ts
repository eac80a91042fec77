import { describe, expect, it } from 'vitest';
import type { MenuTreeNode } from '@mizani/sdk/contract';
import { menuNode } from './menu-node-fixture.ts';
import { checkState, selectionToMenus, toggle } from './menu-selection.ts';

const node = menuNode;

const tree: MenuTreeNode[] = [
  node('Dashboard', 'page'),
  node('Assets', 'group', [
    node('AssetsPayee', 'page', [node('Btn:AssetsPayee:Add', 'button'), node('Btn:AssetsPayee:Delete', 'button')]),
    node('AssetsOrder', 'page'),
  ]),
  node('System', 'group', [node('SystemUserRole', 'page', [], false)], false),
];
const [, assets] = tree as [MenuTreeNode, MenuTreeNode, MenuTreeNode];
const payee = assets.children[0]!;

describe('the role editor\'s checkbox tree', () => {
  it('chooses a button together with its page and menu, and shows the parents as partly chosen', () => {
    const chosen = toggle(tree, new Set(), 'Btn:AssetsPayee:Add');
    expect([...chosen].sort()).toEqual(['Assets', 'AssetsPayee', 'Btn:AssetsPayee:Add']);
    expect(checkState(payee, chosen)).toBe('indeterminate');
    expect(checkState(assets, chosen)).toBe('indeterminate');
    expect(selectionToMenus(tree, chosen)).toEqual(['Assets', 'AssetsPayee', 'Btn:AssetsPayee:Add']);
  });

  it('chooses and clears a whole branch from its parent', () => {
    const all = toggle(tree, new Set(), 'Assets');
    expect(checkState(assets, all)).toBe('checked');
    expect(selectionToMenus(tree, all)).toEqual(['Assets', 'AssetsPayee', 'Btn:AssetsPayee:Add', 'Btn:AssetsPayee:Delete', 'AssetsOrder']);
    expect(selectionToMenus(tree, toggle(tree, all, 'Assets'))).toEqual([]);
    // A partly chosen parent becomes fully chosen.
    const partly = toggle(tree, new Set(), 'AssetsOrder');
    expect(checkState(assets, partly)).toBe('indeterminate');
    expect(checkState(assets, toggle(tree, partly, 'Assets'))).toBe('checked');
  });

  it('keeps a page viewable when its buttons are cleared, and drops a menu left empty', () => {
    let chosen = toggle(tree, new Set(), 'AssetsPayee');
    chosen = toggle(tree, chosen, 'Btn:AssetsPayee:Delete');
    expect(selectionToMenus(tree, chosen)).toEqual(['Assets', 'AssetsPayee', 'Btn:AssetsPayee:Add']);
    chosen = toggle(tree, chosen, 'Btn:AssetsPayee:Add');
    expect(checkState(payee, chosen)).toBe('indeterminate');
    chosen = toggle(tree, chosen, 'AssetsPayee');
    expect(checkState(payee, chosen)).toBe('checked');
    chosen = toggle(tree, chosen, 'AssetsPayee');
    expect(selectionToMenus(tree, chosen)).toEqual([]);
  });

  it('never chooses an entry only the main account holds', () => {
    expect(selectionToMenus(tree, toggle(tree, new Set(), 'SystemUserRole'))).toEqual([]);
    expect(selectionToMenus(tree, new Set(['SystemUserRole', 'System', 'Unknown']))).toEqual([]);
  });
});
