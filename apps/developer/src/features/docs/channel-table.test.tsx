import { en } from '@mizani/i18n';
import { CHANNEL_REGISTRY, type ChannelRow } from '@mizani/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/render-console.tsx';
import { channelLabel } from '../../lib/order-labels.ts';

vi.mock('../../lib/api.ts', () => ({ api: { user: { info: vi.fn() }, userApi: { info: vi.fn() }, team: { menus: vi.fn() } } }));

const rows: readonly ChannelRow[] = CHANNEL_REGISTRY;

/** The body rows of the page's table whose first header is "Channel" and whose last is "Fields to send". */
const PAGE_TITLES = { 'pay-in': 'Pay in (C2B)', 'pay-out': 'Pay out (B2C)', sandbox: 'Sandbox test numbers' } as const;

async function openPage(page: keyof typeof PAGE_TITLES) {
  renderConsole(`/homeApi/docs/${page}`);
  await screen.findByRole('heading', { level: 2, name: PAGE_TITLES[page] });
}

async function channelTable(page: 'pay-in' | 'pay-out') {
  await openPage(page);
  const table = (await screen.findAllByRole('table')).find((one) => within(one).queryByRole('columnheader', { name: 'Fields to send' }));
  expect(table).toBeTruthy();
  return within(table!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

describe('the docs channel tables', () => {
  it.each([
    ['pay-in', 'payIn'],
    ['pay-out', 'payout'],
  ] as const)('on %s list the registry rows with that capability, their currencies and fields', async (page, use) => {
    const expected = rows
      .filter((row) => row.can[use])
      .map((row) => [`${row.payType} ${en[row.consoleLabel ?? row.label]}`, row.can[use]!.join(', '), row.needs.join('')]);
    expect(await channelTable(page)).toEqual(expected);
  });

  it('say KES pay-ins go through 502 only, as the server and the OpenAPI document do', async () => {
    const table = await channelTable('pay-in');
    const kes = table.filter(([, currencies]) => currencies?.includes('KES')).map(([channel]) => channel);
    expect(kes).toEqual(['502 Mpesa STK PUSH']);
  });

  it('give the sandbox test numbers of every registry row that has them', async () => {
    await openPage('sandbox');
    for (const row of rows) {
      for (const [currencyId, number] of Object.entries(row.testNumbers ?? {})) {
        const line = screen.getAllByRole('row').find((one) => one.textContent?.includes(number));
        expect(line?.textContent, `${row.payType} ${currencyId}`).toContain(`${row.payType} ${en[row.label]}${currencyId}`);
      }
    }
  });
});

describe('the console channel names', () => {
  it("are the registry labels, with the C2B/B2C lists' own names where the spec gives them", () => {
    const t = (id: keyof typeof en) => en[id];
    expect(channelLabel(t, 502)).toBe('Mpesa STK PUSH');
    expect(channelLabel(t, 3)).toBe('Halotel/Halopesa');
    expect(channelLabel(t, -1)).toBe('Suspense');
    expect(channelLabel(t, 999)).toBe('999');
  });
});
