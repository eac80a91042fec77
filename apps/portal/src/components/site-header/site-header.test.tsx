import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

/**
 * Opens a header menu. Its code loads on first use and the loaded menu brings its own trigger,
 * so the button is looked up again until it reports the menu open.
 */
async function openMenu(scope: HTMLElement, name: string) {
  fireEvent.click(within(scope).getByRole('button', { name }));
  await waitFor(() => expect(within(scope).getByRole('button', { name }).getAttribute('aria-expanded')).toBe('true'));
}

async function primaryNav() {
  const banner = await screen.findByRole('banner');
  return { banner, nav: within(banner).getByRole('navigation', { name: /main navigation|主导航/i }) };
}

describe('public header', () => {
  it('renders every item of spec section 2 in English', async () => {
    renderApp('/');
    const { banner, nav } = await primaryNav();

    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/aboutUs');
    expect(within(nav).getByRole('link', { name: 'Press' }).getAttribute('href')).toBe('/press');
    expect(within(nav).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contactUs');

    await openMenu(nav, 'Our service');
    expect((await screen.findByRole('menuitem', { name: 'Global service' })).getAttribute('href')).toBe('/#global-service');
    expect(screen.getByRole('menuitem', { name: 'FX' }).getAttribute('href')).toBe('/#fx');

    expect(within(banner).getByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(within(banner).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('switches every item to Chinese from the language menu and stores the choice', async () => {
    renderApp('/');
    const { banner } = await primaryNav();

    await openMenu(banner, 'Language: English');
    fireEvent.click(await screen.findByRole('menuitemradio', { name: '中文' }));

    const nav = await within(banner).findByRole('navigation', { name: '主导航' });
    for (const label of ['首页', '关于我们', '新闻', '联系我们']) expect(await within(nav).findByRole('link', { name: label })).toBeTruthy();
    await openMenu(nav, '我们的服务');
    expect(await screen.findByRole('menuitem', { name: '全球服务' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: '外汇' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: '语言: 中文' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: '注册' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: '登录' })).toBeTruthy();

    expect(localStorage.getItem('LOCALE')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('opens in the stored language, as after switching in the other app and reloading', async () => {
    localStorage.setItem('LOCALE', 'zh');
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: '关于我们' })).toBeTruthy();
  });

  it('offers the same items from the menu button on small screens', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Open menu' }));

    const drawerNav = await screen.findByRole('navigation', { name: 'Site menu' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About us', '/aboutUs'],
      ['Global service', '/#global-service'],
      ['FX', '/#fx'],
      ['Press', '/press'],
      ['Contact us', '/contactUs'],
    ] as const) {
      expect(within(drawerNav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(within(dialog).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(dialog).getByRole('button', { name: 'Language: English' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeTruthy();
  });
});
