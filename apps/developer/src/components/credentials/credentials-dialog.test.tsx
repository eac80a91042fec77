import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInfo } from '../../test/api-info.ts';
import { renderConsole } from '../../test/render-console.tsx';

const { user, userApi, team, call } = vi.hoisted(() => ({
  user: { info: vi.fn(), logout: vi.fn() },
  userApi: { info: vi.fn(), refresh: vi.fn() },
  team: { menus: vi.fn() },
  call: vi.fn(),
}));
vi.mock('../../lib/api.ts', () => ({ api: { user, userApi, team, call } }));

const mainAccount = { parentId: 0, nickName: 'Amina Traders', accountNo: 'MZ1001' };

async function openDialog() {
  const header = await screen.findByRole('banner');
  fireEvent.click(within(header).getByRole('button', { name: 'API credentials' }));
  return screen.findByRole('dialog', { name: 'API credentials' });
}

describe('API credentials dialog (spec section 4)', () => {
  beforeEach(() => {
    for (const fn of [user.info, userApi.info, userApi.refresh, team.menus, call]) fn.mockReset();
    user.info.mockResolvedValue(mainAccount);
  });

  it('shows only the audit status before approval', async () => {
    userApi.info.mockResolvedValue(apiInfo({ auditStatus: 0, accessKey: null, accessSecret: null, webhookSecret: null }));
    renderConsole('/homeApi/account', { signedIn: true });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Awaiting review')).toBeTruthy();
    expect(within(dialog).queryByText('Access key')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('shows the key, keeps the secrets masked until revealed, and offers Cancel and Reset', async () => {
    userApi.info.mockResolvedValue(apiInfo({ accessKey: 'ak_live_1', accessSecret: 'secret-one' }));
    renderConsole('/homeApi/account', { signedIn: true });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('ak_live_1')).toBeTruthy();
    expect(within(dialog).queryByText('secret-one')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Copy Access secret' })).toBeTruthy();
    const [revealSecret] = within(dialog).getAllByRole('button', { name: 'Show' });
    fireEvent.click(revealSecret!);
    expect(within(dialog).getByText('secret-one')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeTruthy();
  });

  it('asks with a red warning and a grace period before Reset, then shows the old key until it stops', async () => {
    userApi.info.mockResolvedValueOnce(apiInfo({ accessKey: 'ak_old', accessSecret: 'secret-old', lastUsedTime: '2026-11-25T08:00:00.000Z', lastUsedIp: '203.0.113.7' }));
    const rotated = apiInfo({
      accessKey: 'ak_new',
      accessSecret: 'secret-new',
      previousAccessKey: 'ak_old',
      previousAccessExpireTime: '2026-11-25T10:00:00.000Z',
      previousLastUsedTime: '2026-11-25T08:00:00.000Z',
      previousLastUsedIp: '203.0.113.7',
    });
    call.mockResolvedValue(rotated);
    renderConsole('/homeApi/account', { signedIn: true });
    const dialog = await openDialog();
    await within(dialog).findByText('ak_old');
    expect(within(dialog).getByTestId('key-last-used').textContent).toContain('203.0.113.7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    const warning = within(dialog).getByRole('alert');
    expect(warning.textContent).toContain('The old key and secret keep working only for the time picked below');
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Keep the old one working for'), { target: { value: '1' } });

    userApi.info.mockResolvedValue(rotated);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, reset now' }));
    expect(await within(dialog).findByText('ak_new')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('userApi.refresh', { body: { graceHours: 1 } });
    // The info is read again after the reset (the reply alone is not trusted to be complete).
    await waitFor(() => expect(userApi.info.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const previous = within(dialog).getByTestId('previous-key');
    expect(previous.textContent).toContain('ak_old');
    expect(previous.textContent).toContain('Still accepted until');
  });

  it('resets the webhook secret only after its own red confirmation, with no overlap when asked', async () => {
    userApi.info.mockResolvedValueOnce(apiInfo({ webhookSecret: 'whsec_b2xkLXNlY3JldC1vbGQtc2VjcmV0LW9sZA==' }));
    call.mockResolvedValue(apiInfo({ webhookSecret: 'whsec_bmV3LXNlY3JldC1uZXctc2VjcmV0LW5ldw==' }));
    renderConsole('/homeApi/account', { signedIn: true });
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reset webhook secret' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('signatures made with the old secret no longer verify');
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Keep the old one working for'), { target: { value: '0' } });
    userApi.info.mockResolvedValue(apiInfo({ webhookSecret: 'whsec_bmV3LXNlY3JldC1uZXctc2VjcmV0LW5ldw==' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, reset now' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('userApi.webhookSecretRefresh', { body: { graceHours: 0 } }));
    expect(call).not.toHaveBeenCalledWith('userApi.refresh', expect.anything());
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).queryByTestId('previous-webhook-secret')).toBeNull();
  });

  it('lets staff read the keys but not reset them', async () => {
    user.info.mockResolvedValue({ ...mainAccount, parentId: 4 });
    team.menus.mockResolvedValue(['HomeApiC2B']);
    // As the server answers staff: the key, never the secrets.
    userApi.info.mockResolvedValue(apiInfo({ accessSecret: null, webhookSecret: null }));
    renderConsole('/homeApi/account', { signedIn: true });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('ak_test_key')).toBeTruthy();
    expect(within(dialog).queryByText('Access secret')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Show' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reset webhook secret' })).toBeNull();
  });
});
