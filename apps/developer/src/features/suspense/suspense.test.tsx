import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatAmount } from '@mizani/sdk/format';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInfo } from '../../test/api-info.ts';
import { renderConsole } from '../../test/render-console.tsx';

const { user, userApi, team, account, call } = vi.hoisted(() => ({
  user: { info: vi.fn(), logout: vi.fn() },
  userApi: { info: vi.fn() },
  team: { menus: vi.fn() },
  account: { assets: vi.fn() },
  call: vi.fn(),
}));
vi.mock('../../lib/api.ts', () => ({ api: { user, userApi, team, account, call } }));

describe('suspense top-up', () => {
  let release: () => void = () => {};

  beforeEach(() => {
    for (const fn of [user.info, userApi.info, team.menus, account.assets, call]) fn.mockReset();
    user.info.mockResolvedValue({ parentId: 0, nickName: 'Amina Traders', accountNo: 'MZ1001' });
    userApi.info.mockResolvedValue(apiInfo());
    account.assets.mockResolvedValue({ wallets: [{ scope: 0, currencyId: 'KES', balance: '2000.00' }], totals: [] });
    call.mockImplementation((name: string) => {
      if (name === 'suspense.balance') return Promise.resolve({ balances: [{ currencyId: 'KES', available: '350.00', pending: '0.00' }] });
      if (name === 'suspense.quote')
        return Promise.resolve({ currencyId: 'KES', amount: '100.00', fee: '0.00', taxFee: '0.00', totalAmount: '100.00', receivedAmount: '100.00' });
      if (name === 'suspense.recharge')
        return new Promise((resolve) => {
          release = () => resolve({ reference: 'LP-1', currencyId: 'KES', amount: '100.00', suspenseBalance: '450.00', mainBalance: '1900.00' });
        });
      return Promise.reject(new Error(`unexpected ${name}`));
    });
  });

  it('shows both balances, checks the fund password, shows the fee, tax and total before confirming, and moves money once however often Confirm is pressed', async () => {
    renderConsole('/homeApi/suspense-recharge', { signedIn: true });
    const kes = await screen.findByTestId('suspense-balance-KES');
    await waitFor(() => expect(kes.textContent).toContain(`${formatAmount('350.00')} KES`));
    expect(await screen.findByText(`Main wallet: ${formatAmount('2000.00')}`)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount', { exact: false }), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Transaction password', { exact: false }), { target: { value: '12ab' } });
    const review = screen.getByRole('button', { name: 'Review fees' });
    fireEvent.click(review);
    expect(await screen.findByText('The transaction password must be exactly 6 digits')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Transaction password', { exact: false }), { target: { value: '246810' } });
    fireEvent.click(review);
    // The server's figures, zero fee and tax written out, and nothing moved yet.
    const preview = await screen.findByTestId('suspense-preview');
    expect(screen.getByTestId('fee-fee').textContent).toContain('0.00 KES');
    expect(screen.getByTestId('fee-tax').textContent).toContain('0.00 KES');
    expect(screen.getByTestId('fee-total').textContent).toContain(`${formatAmount('100.00')} KES`);
    expect(screen.getByTestId('fee-arrives').textContent).toContain(`${formatAmount('100.00')} KES`);
    expect(call.mock.calls.filter(([name]) => name === 'suspense.quote')[0]?.[1]).toMatchObject({ body: { move: 'recharge', currencyId: 'KES', amount: '100' } });
    expect(call.mock.calls.filter(([name]) => name === 'suspense.recharge')).toHaveLength(0);
    expect(preview).toBeTruthy();

    const submit = screen.getByRole('button', { name: 'Top up' });
    fireEvent.click(submit);
    await waitFor(() => expect(call.mock.calls.filter(([name]) => name === 'suspense.recharge')).toHaveLength(1));
    // Pressed again while the first request is still out: the held button sends nothing.
    fireEvent.click(submit);
    fireEvent.click(submit);
    release();
    expect(await screen.findByText(`Suspense wallet now ${formatAmount('450.00')} KES; main wallet ${formatAmount('1900.00')} KES`)).toBeTruthy();
    const recharges = call.mock.calls.filter(([name]) => name === 'suspense.recharge');
    expect(recharges).toHaveLength(1);
    const body = (recharges[0]?.[1] as { body: Record<string, string> }).body;
    expect(body).toMatchObject({ currencyId: 'KES', amount: '100', fundPassword: '246810' });
    expect(body.clientOrderNo).toMatch(/^SR-[A-Z0-9-]+$/);
    // The result repeats the figures confirmed.
    expect((await screen.findByTestId('suspense-booked')).textContent).toContain(`${formatAmount('100.00')} KES`);
  });
});
