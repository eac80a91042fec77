import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onWideScreen } from '@mizani/ui/testing/screen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock, signInAs } from '../../../test/home-api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { startShellQueries } from './shell-layout.tsx';

vi.mock('../../../lib/api.ts', async () => ({ api: (await import('../../../test/home-api-mock.ts')).apiMock }));

/** A pointer press as browsers send it: the menu highlights the item on pointerdown, selects on click. */
async function choose(name: string) {
  const item = await screen.findByRole('menuitem', { name });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(screen.getByRole('menuitem', { name }).hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

const sideMenu = () => screen.getAllByTestId('side-menu')[0] as HTMLElement;

describe('signed-in shell', () => {
  // The side panel shows from 768 px; most of these tests use it.
  beforeEach(onWideScreen);
  afterEach(() => vi.restoreAllMocks());

  it('sends /home to the dashboard and titles the page', async () => {
    signInAs();
    const { router } = renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard | Mizani Pay'));
  });

  it('starts the side menu with Dashboard, then the permitted groups in order', async () => {
    signInAs();
    renderApp('/home/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const menu = sideMenu();
    const links = within(menu).getAllByRole('link');
    expect(links[0]?.textContent).toBe('Dashboard');
    expect(links[0]?.getAttribute('href')).toBe('/home/dashboard');
    const headings = [...menu.querySelectorAll('li > p')].map((heading) => heading.textContent);
    expect(headings).toEqual(['Account', 'Domestic service', 'Cross-border service', 'Assets', 'FX', 'System']);
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/home/info');
    expect(within(menu).getByRole('link', { name: 'API service' }).getAttribute('href')).toBe('/homeApi/');
  });

  it('gives staff only what their permission names allow, and no API shortcut without a HomeApi one', async () => {
    signInAs({ parentId: 12, userId: 40 });
    apiMock.team.menus.mockResolvedValue(['FXIndex']);
    renderApp('/home/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const menu = sideMenu();
    await waitFor(() => expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Rate']));
    expect(screen.queryByRole('link', { name: 'API service' })).toBeNull();
  });

  it('offers the API shortcut, the wallet link and the language menu in the header', async () => {
    signInAs();
    renderApp('/home/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'API service' })[0]?.getAttribute('href')).toBe('/homeApi/');
    expect(within(header).getAllByRole('link', { name: 'Wallet' })[0]?.getAttribute('href')).toBe('/home/assets');
    expect(within(header).getByRole('button', { name: /Language/ })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Amani Demo' }).textContent).toContain('AD');
  });

  it('counts unread notifications on the header bell, which opens the notice page', async () => {
    signInAs();
    apiMock.call.mockImplementation(async (name) => (name === 'notification.list' ? { list: [], unread: 3 } : Promise.reject(new Error(name))));
    renderApp('/home/dashboard');
    const header = await screen.findByRole('banner');
    const bell = await within(header).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/home/notice');
    expect(within(bell).getByTestId('notice-bell-count').textContent).toBe('3');
  });

  it('gives staff the bell too, the notice page being open to every role; nothing unread shows no count', async () => {
    signInAs({ parentId: 12, userId: 40 });
    apiMock.team.menus.mockResolvedValue(['FXIndex']);
    renderApp('/home/dashboard');
    const header = await screen.findByRole('banner');
    const bell = await within(header).findByRole('link', { name: 'Notifications' });
    expect(bell.getAttribute('href')).toBe('/home/notice');
    expect(within(bell).queryByTestId('notice-bell-count')).toBeNull();
  });

  it('shows the 404 page inside the shell for a path that is no screen', async () => {
    signInAs();
    renderApp('/home/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/home/dashboard');
    expect(sideMenu()).toBeTruthy();
  });

  it('logs out: Exit Success!, the login page, and the session gone', async () => {
    signInAs();
    const { router } = renderApp('/home/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Amani Demo' }));
    await choose('Log out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(apiMock.user.logout).toHaveBeenCalledWith({ silent: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Exit Success!')).toBeTruthy();
  });

  it('says Exit Success! in Chinese when the page is in Chinese', async () => {
    signInAs();
    const { router } = renderApp('/home/dashboard', { locale: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: 'Amani Demo' }));
    await choose('退出登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('退出成功！')).toBeTruthy();
  });

  it('collapses the side menu to icons and back', async () => {
    signInAs();
    renderApp('/home/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    const expand = await screen.findByRole('button', { name: 'Expand menu' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    // Groups become one button each whose pages open in a menu.
    fireEvent.click(within(sideMenu()).getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeTruthy();
  });

  it('on a phone draws no side panel: the header button opens the menu in a drawer', async () => {
    vi.restoreAllMocks();
    signInAs();
    renderApp('/home/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByTestId('side-menu-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/home/info');
  });

  it('asks for the unread count with the page data and holds the first paint for it only a moment', async () => {
    signInAs();
    apiMock.call.mockImplementation(() => new Promise<never>(() => undefined));
    // Resolves, after a moment, although the count never comes.
    await startShellQueries(new QueryClient());
    expect(apiMock.call).toHaveBeenCalledWith('notification.list', { body: {} }, expect.objectContaining({ silent: true }));
  });
});
