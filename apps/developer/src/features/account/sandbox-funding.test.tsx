import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInfo } from '../../test/api-info.ts';
import { renderConsole } from '../../test/render-console.tsx';

const { user, userApi, team, system, call } = vi.hoisted(() => ({
  user: { info: vi.fn(), logout: vi.fn() },
  userApi: { info: vi.fn() },
  team: { menus: vi.fn() },
  system: { health: vi.fn() },
  call: vi.fn(),
}));
vi.mock('../../lib/api.ts', () => ({ api: { user, userApi, team, system, call } }));

describe('Fund my sandbox wallet', () => {
  beforeEach(() => {
    for (const fn of [user.info, userApi.info, team.menus, system.health, call]) fn.mockReset();
    user.info.mockResolvedValue({ parentId: 0, nickName: 'Amina Traders', accountNo: 'MZ1001', phone: '712345678', countryId: 254, email: null });
    userApi.info.mockResolvedValue(apiInfo({ auditStatus: 1 }));
  });

  it('credits the wallet of the pressed currency, a new request id per press, and says what it added', async () => {
    system.health.mockResolvedValue({ status: 'ok', database: 'pglite', sandbox: true });
    call.mockResolvedValue({ currencyId: 'KES', amount: '10000.00', available: '20000.00' });
    renderConsole('/homeApi/account', { signedIn: true });
    const press = await screen.findByRole('button', { name: 'Fund my sandbox wallet (KES)' });
    expect(screen.getByText(/Each press adds 10,000 KES; presses stop adding once the wallet holds 100,000 KES/)).toBeTruthy();
    fireEvent.click(press);
    expect(await screen.findByText('10,000 added to your KES suspense wallet. Available now: 20,000.')).toBeTruthy();
    fireEvent.click(press);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    const [first, second] = (call.mock.calls as [string, { body: { currencyId: string; requestId: string } }][]).map(([name, { body }]) => ({ name, ...body }));
    expect(first).toMatchObject({ name: 'sandbox.suspenseFund', currencyId: 'KES' });
    expect(first!.requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(second!.requestId).not.toBe(first!.requestId);
    // The banner links the outbox of the user's own phone.
    expect(screen.getByRole('link', { name: 'Messages to +254712345678' }).getAttribute('href')).toBe('/api/sandbox/outbox?to=%2B254712345678');
  });

  it('is not offered, and no banner drawn, outside sandbox mode', async () => {
    system.health.mockResolvedValue({ status: 'ok', database: 'pglite', sandbox: false });
    renderConsole('/homeApi/account', { signedIn: true });
    await screen.findByText('Your application');
    await waitFor(() => expect(system.health).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Fund my sandbox wallet/ })).toBeNull();
    expect(screen.queryByTestId('sandbox-banner')).toBeNull();
  });
});
