import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onWideScreen } from '@mizani/ui/testing/screen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInfo } from '../../test/api-info.ts';
import { renderConsole } from '../../test/render-console.tsx';
import { LOGOUT_NOTICE_MS } from './user-menu.tsx';

const { user, userApi, team } = vi.hoisted(() => ({
  user: { info: vi.fn(), logout: vi.fn() },
  userApi: { info: vi.fn() },
  team: { menus: vi.fn() },
}));
vi.mock('../../lib/api.ts', () => ({ api: { user, userApi, team } }));

const mainAccount = { parentId: 0, nickName: 'Amina Traders', accountNo: 'MZ1001' };

async function openMenu(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('true'));
}

/** A pointer press as browsers send it: the menu highlights the item on pointerdown, selects on click. */
async function choose(name: string) {
  fireEvent.pointerDown(screen.getByRole('menuitem', { name }));
  await waitFor(() => expect(screen.getByRole('menuitem', { name }).hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

describe('console layout', () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => {
    // The side panel shows from 768 px; most of these tests use it.
    onWideScreen();
    for (const fn of [user.info, user.logout, userApi.info, team.menus]) fn.mockReset();
    user.info.mockResolvedValue(mainAccount);
    userApi.info.mockResolvedValue(apiInfo());
  });

  it('shows the page title, language menu, wallet link and user menu in the header', async () => {
    renderConsole('/homeApi/account', { signedIn: true });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('User center');
    expect(within(header).getByRole('button', { name: 'Language: English' })).toBeTruthy();
    const wallet = within(header).getAllByRole('link', { name: 'Wallet' });
    expect(wallet.map((link) => link.getAttribute('href'))).toEqual(['/home', '/home']);
    expect(await within(header).findByRole('button', { name: 'Amina Traders, account menu' })).toBeTruthy();
    expect(document.title).toBe('User center | Mizani Pay');
  });

  it('lists the API menu of an approved main account', async () => {
    renderConsole('/homeApi/account', { signedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'API service menu' });
    const link = async (name: string) => (await within(nav).findByRole('link', { name })).getAttribute('href');
    expect(await link('User center')).toBe('/homeApi/account');
    expect(await link('C2B')).toBe('/homeApi/c2b');
    expect(await link('B2C')).toBe('/homeApi/b2c');
    expect(await link('Record')).toBe('/homeApi/suspense-record');
    expect(await link('Top up')).toBe('/homeApi/suspense-recharge');
    expect(await link('Cash out')).toBe('/homeApi/suspense-cashOut');
    expect(await link('Transfer')).toBe('/homeApi/suspense-transfer');
    expect(await link('Docs')).toBe('/homeApi/docs');
    expect(within(nav).getByText('Suspense assets')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'User center' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no menu until API access is approved', async () => {
    userApi.info.mockResolvedValue(apiInfo({ auditStatus: 0, accessKey: null, accessSecret: null, webhookSecret: null }));
    renderConsole('/homeApi/account', { signedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'API service menu' });
    expect(await within(nav).findByText('The menu appears here once your API access is approved.')).toBeTruthy();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('leaves the menu empty, without the approval notice, when the account could not be loaded', async () => {
    userApi.info.mockRejectedValue(new Error('Exception at system interface 500'));
    renderConsole('/homeApi/account', { signedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'API service menu' });
    await waitFor(() => expect(within(nav).queryByLabelText('Loading…')).toBeNull());
    expect(within(nav).queryByText('The menu appears here once your API access is approved.')).toBeNull();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('gives staff only the entries their permission names allow', async () => {
    user.info.mockResolvedValue({ ...mainAccount, parentId: 7 });
    team.menus.mockResolvedValue(['HomeApiB2C', 'HomeApiSuspenseCashOut']);
    renderConsole('/homeApi/account', { signedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'API service menu' });
    expect(await within(nav).findByRole('link', { name: 'B2C' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Cash out' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'C2B' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Record' })).toBeNull();
  });

  it('follows the language menu, header title included', async () => {
    renderConsole('/homeApi/account', { signedIn: true });
    const header = await screen.findByRole('banner');
    await openMenu('Language: English');
    fireEvent.click(await screen.findByRole('menuitemradio', { name: '中文' }));
    await waitFor(() => expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('用户中心'));
    expect(within(header).getAllByRole('link', { name: '钱包' }).length).toBeGreaterThan(0);
    expect(localStorage.getItem('LOCALE')).toBe('zh');
  });

  it('renders an unknown console path as the console 404, inside the layout', async () => {
    renderConsole('/homeApi/no-such-page', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: /404/ })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Back to user center' }).getAttribute('href')).toBe('/homeApi/account');
  });

  it('logs out: says Exit Success!, then goes to the portal login', async () => {
    user.logout.mockResolvedValue(null);
    const { leaveApp } = renderConsole('/homeApi/account', { signedIn: true });
    await screen.findByRole('button', { name: 'Amina Traders, account menu' });
    await openMenu('Amina Traders, account menu');
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/home/info');

    await choose('Log out');
    await waitFor(() => expect(user.logout).toHaveBeenCalledWith({ silent: true }));
    // The notice gets its time before the page goes (checked at once: the toast itself may take
    // longer than that time to load on a busy machine).
    expect(leaveApp).not.toHaveBeenCalled();
    expect(await screen.findByText('Exit Success!')).toBeTruthy();
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/login'), { timeout: LOGOUT_NOTICE_MS + 2000 });
  });
});
