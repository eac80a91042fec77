import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../test/fake-user.ts';
import { renderApp } from '../../test/render-app.tsx';

const { user, team } = vi.hoisted(() => ({ user: { info: vi.fn(), logout: vi.fn() }, team: { menus: vi.fn() } }));
vi.mock('../../lib/api.ts', () => ({ api: { user, team } }));

/** A pointer press as browsers send it: the menu highlights the item on pointerdown, selects on click. */
async function choose(name: string) {
  fireEvent.pointerDown(screen.getByRole('menuitem', { name }));
  await waitFor(() => expect(screen.getByRole('menuitem', { name }).hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

describe('public header for a signed-in user', () => {
  beforeEach(() => {
    user.info.mockReset();
    user.logout.mockReset();
    localStorage.setItem('token', 'token-1');
    user.info.mockResolvedValue(fakeUser({ nickName: 'Amani Demo' }));
  });

  it('replaces Sign up and Login with a menu named after the user', async () => {
    renderApp('/aboutUs');
    const banner = await screen.findByRole('banner');
    const trigger = await within(banner).findByRole('button', { name: 'Amani Demo, account menu' });
    expect(within(banner).queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Login' })).toBeNull();

    fireEvent.click(trigger);
    expect((await screen.findByRole('menuitem', { name: 'Dashboard' })).getAttribute('href')).toBe('/home/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/home/info');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it('names the user by account number when there is no nickname', async () => {
    user.info.mockResolvedValue(fakeUser({ nickName: '', accountNo: 'MZ10000077' }));
    renderApp('/');
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: 'MZ10000077, account menu' })).toBeTruthy();
  });

  it('logs out: says Exit Success!, goes to /login and shows Sign up and Login again', async () => {
    user.logout.mockImplementation(async () => {
      localStorage.removeItem('token');
      return null;
    });
    const { router } = renderApp('/press');
    const banner = await screen.findByRole('banner');
    fireEvent.click(await within(banner).findByRole('button', { name: 'Amani Demo, account menu' }));
    await screen.findByRole('menuitem', { name: 'Log out' });
    await choose('Log out');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Exit Success!')).toBeTruthy();
    expect(user.logout).toHaveBeenCalledTimes(1);
    expect(await within(banner).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: /account menu/ })).toBeNull();
  });

  it('offers the same items in the drawer on small screens', async () => {
    renderApp('/contactUs');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Amani Demo, account menu' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Signed in as Amani Demo')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/home/dashboard');
    expect(within(dialog).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/home/info');
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('ends signed out on / when the token is no good', async () => {
    user.info.mockRejectedValue(new Error('Not logged in or login expired'));
    const { router } = renderApp('/aboutUs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
