import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInfo } from '../../test/api-info.ts';
import { renderConsole } from '../../test/render-console.tsx';

const { user, userApi, team } = vi.hoisted(() => ({
  user: { info: vi.fn() },
  userApi: { info: vi.fn() },
  team: { menus: vi.fn() },
}));
vi.mock('../../lib/api.ts', () => ({ api: { user, userApi, team } }));

const mainAccount = { parentId: 0, nickName: 'Amina Traders', accountNo: 'MZ1001' };

describe('console without a session', () => {
  beforeEach(() => {
    for (const fn of [user.info, userApi.info, team.menus]) fn.mockReset();
    user.info.mockReturnValue(new Promise(() => {}));
    userApi.info.mockReturnValue(new Promise(() => {}));
  });

  it('sends /homeApi to the portal login with /homeApi/account as the redirect', async () => {
    const { leaveApp } = renderConsole('/homeApi');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/login?redirect=%2FhomeApi%2Faccount'));
    expect(leaveApp).toHaveBeenCalledTimes(1);
  });

  it('keeps a deep console path, query included, in the redirect', async () => {
    const { leaveApp } = renderConsole('/homeApi/b2c?page=2');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/login?redirect=%2FhomeApi%2Fb2c%3Fpage%3D2'));
  });

  it('shows a way to the login while the browser leaves, and nothing of the console', async () => {
    renderConsole('/homeApi/account');
    const link = await screen.findByRole('link', { name: 'Go to the login page' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2FhomeApi%2Faccount');
    expect(screen.queryByRole('navigation', { name: 'API service menu' })).toBeNull();
    expect(user.info).not.toHaveBeenCalled();
  });
});

describe('console with a session', () => {
  beforeEach(() => {
    for (const fn of [user.info, userApi.info, team.menus]) fn.mockReset();
    userApi.info.mockResolvedValue(apiInfo());
    localStorage.setItem('token', 'token-1');
  });

  it('fetches the user info before showing the console, and does not leave', async () => {
    user.info.mockResolvedValue(mainAccount);
    const { leaveApp } = renderConsole('/homeApi', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'User center' })).toBeTruthy();
    expect(user.info).toHaveBeenCalledTimes(1);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('fetches the user info once per load, not on every navigation', async () => {
    user.info.mockResolvedValue(mainAccount);
    const { router } = renderConsole('/homeApi/account', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'User center' });
    await router.navigate('/no-such-page');
    await router.navigate('/account');
    await screen.findByRole('heading', { level: 1, name: 'User center' });
    expect(user.info).toHaveBeenCalledTimes(1);
  });

  it('clears the session and goes to the portal home page when the user info cannot be fetched', async () => {
    user.info.mockRejectedValue(new Error('Not logged in or login expired'));
    localStorage.setItem('userInfo', JSON.stringify(mainAccount));
    const { leaveApp } = renderConsole('/homeApi/account', { signedIn: true });
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/'));
    expect(leaveApp).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'API service menu' })).toBeNull();
  });
});
