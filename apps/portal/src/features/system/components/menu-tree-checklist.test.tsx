import type { MenuTreeNode } from '@mizani/sdk/contract';
import { createQueryClient } from '@mizani/ui/app';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { menuNode } from '../menu-node-fixture.ts';
import { MenuTreeChecklist } from './menu-tree-checklist.tsx';

const node = (name: string, en: string, zh: string, kind: MenuTreeNode['kind'], children: MenuTreeNode[] = [], assignable = true): MenuTreeNode =>
  menuNode(name, kind, children, assignable, { en, zh });

const tree: MenuTreeNode[] = [
  node('Assets', 'Assets', '资产', 'group', [
    node('AssetsPayee', 'Recipients', '收款人', 'page', [node('Btn:AssetsPayee:Add', 'Add', '新增', 'button'), node('Btn:AssetsPayee:Delete', 'Delete', '删除', 'button')]),
  ]),
  node('System', 'System', '系统', 'group', [node('SystemUserTeam', 'Staff', '员工', 'page', [], false)], false),
];

function Harness({ initial = [] as string[] }) {
  const [selected, setSelected] = useState(new Set(initial));
  return (
    <>
      <span id="label">Menus</span>
      <MenuTreeChecklist tree={tree} selected={selected} onChange={setSelected} labelledBy="label" />
      <output data-testid="chosen">{[...selected].sort().join(',')}</output>
    </>
  );
}

function renderTree(locale: 'en' | 'zh' = 'en', initial: string[] = []) {
  return render(
    <AppProviders queryClient={createQueryClient()} initialLocale={locale}>
      <Harness initial={initial} />
    </AppProviders>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the role editor\'s tree of menus and buttons', () => {
  it('is a list of labelled checkboxes, with partly chosen parents marked indeterminate', async () => {
    renderTree();
    const list = await screen.findByRole('list', { name: 'Menus' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(6);
    fireEvent.click(box('Add'));
    expect(screen.getByTestId('chosen').textContent).toBe('Assets,AssetsPayee,Btn:AssetsPayee:Add');
    expect(box('Recipients').indeterminate).toBe(true);
    expect(box('Recipients').checked).toBe(false);
    expect(box('Assets').indeterminate).toBe(true);
    fireEvent.click(box('Assets'));
    expect(box('Assets').checked).toBe(true);
    expect(box('Delete').checked).toBe(true);
    expect(box('Assets').indeterminate).toBe(false);
  });

  it('shows the main account\'s own entries disabled, and titles in Chinese', async () => {
    renderTree('zh', ['AssetsPayee', 'Assets']);
    expect(((await screen.findByRole('checkbox', { name: '收款人' })) as HTMLInputElement).indeterminate).toBe(true);
    // The Chinese catalogue loads on demand.
    expect(((await screen.findByRole('checkbox', { name: '系统（仅主账户）' })) as HTMLInputElement).disabled).toBe(true);
    expect(box('员工（仅主账户）').disabled).toBe(true);
  });
});
