import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatAmount } from '@mizani/sdk/format';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInfo } from '../../test/api-info.ts';
import { renderConsole } from '../../test/render-console.tsx';

const { user, userApi, team, call, download } = vi.hoisted(() => ({
  user: { info: vi.fn(), logout: vi.fn() },
  userApi: { info: vi.fn() },
  team: { menus: vi.fn() },
  call: vi.fn(),
  download: vi.fn(),
}));
vi.mock('../../lib/api.ts', () => ({ api: { user, userApi, team, call, download } }));

const payout = {
  orderNo: 'MA2611210930451234',
  merchantOrderNo: 'PAY-2026-0001',
  type: 'payout',
  status: 3,
  amount: '1500.00',
  fee: '15.00',
  currencyId: 'KES',
  channel: 2,
  phone: '712345676',
  accountNo: null,
  createTime: '2026-11-21T06:30:45.000Z',
  updateTime: '2026-11-21T06:30:46.000Z',
  failureReason: 'Recipient account is not registered',
};

type ListBody = Record<string, unknown>;
const listBodies = () => call.mock.calls.filter(([name]) => name === 'merchant.orderList').map(([, input]) => (input as { body: ListBody }).body);

describe('B2C list', () => {
  beforeEach(() => {
    for (const fn of [user.info, userApi.info, team.menus, call, download]) fn.mockReset();
    user.info.mockResolvedValue({ parentId: 0, nickName: 'Amina Traders', accountNo: 'MZ1001' });
    userApi.info.mockResolvedValue(apiInfo());
    call.mockImplementation(async (name: string, input: { body: ListBody }) => {
      if (name !== 'merchant.orderList') throw new Error(`unexpected ${name}`);
      return input.body.merchantOrderNo === 'NOPE' ? { rows: [], total: 0 } : { rows: [payout], total: 1 };
    });
    download.mockResolvedValue(undefined);
  });

  it('lists payouts with the payout status and channel names of section 3, and the detail with the reason', async () => {
    renderConsole('/homeApi/b2c', { signedIn: true });
    // A card: jsdom's screen is narrower than 1280 px.
    const row = (await screen.findByText('PAY-2026-0001')).closest('li') as HTMLElement;
    expect(within(row).getByText('Reject')).toBeTruthy();
    expect(within(row).getByText('M-pesa(KES)')).toBeTruthy();
    expect(row.textContent).toContain(`${formatAmount('1500.00')} KES`);
    expect(listBodies()[0]).toEqual({ pageNum: 1, pageSize: 20, type: 'payout' });
    fireEvent.click(within(row).getByRole('button', { name: 'Details of PAY-2026-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(within(dialog).getByText('Recipient account is not registered')).toBeTruthy();
  });

  it('filters (page 1 again), applies a date preset, shows the empty state and exports the filtered rows', async () => {
    renderConsole('/homeApi/b2c', { signedIn: true });
    await screen.findByText('PAY-2026-0001');
    fireEvent.change(screen.getByLabelText('Merchant order number'), { target: { value: 'NOPE' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No relevant data found')).toBeTruthy();
    expect(listBodies().at(-1)).toEqual({ pageNum: 1, pageSize: 20, type: 'payout', merchantOrderNo: 'NOPE', status: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Last week' }));
    await waitFor(() => expect(listBodies().at(-1)).toHaveProperty('beginTime'));
    const withRange = listBodies().at(-1) as ListBody;
    expect(typeof withRange.endTime).toBe('string');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [path, form, fileName] = download.mock.calls[0] as [string, Record<string, string>, string];
    expect(path).toBe('/user/userApi/orders/export');
    expect(form).toMatchObject({ type: 'payout', merchantOrderNo: 'NOPE', status: '2', beginTime: withRange.beginTime });
    expect(fileName).toBe('b2c-orders.csv');
  });

  it('does not open C2B for staff without HomeApiC2B', async () => {
    user.info.mockResolvedValue({ parentId: 9, nickName: 'Staff', accountNo: 'MZ1002' });
    team.menus.mockResolvedValue(['HomeApiB2C']);
    renderConsole('/homeApi/c2b', { signedIn: true });
    expect(await screen.findByText('No operation permission')).toBeTruthy();
    expect(listBodies()).toHaveLength(0);
  });
});
