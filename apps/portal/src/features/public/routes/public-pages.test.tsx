import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

const PAGES = [
  { path: '/aboutUs', en: 'Moving money across East Africa, fairly and in the open', zh: '公平、透明地在东非转移资金', title: 'About us | Mizani Pay' },
  { path: '/press', en: 'Press releases', zh: '新闻稿', title: 'Press | Mizani Pay' },
  { path: '/contactUs', en: 'Contact us', zh: '联系我们', title: 'Contact us | Mizani Pay' },
  { path: '/privacyNotice', en: 'Privacy notice', zh: '隐私声明', title: 'Privacy notice | Mizani Pay' },
  { path: '/termsConditions', en: 'Terms and conditions', zh: '条款和条件', title: 'Terms and conditions | Mizani Pay' },
] as const;

describe('information and legal pages', () => {
  for (const page of PAGES) {
    it(`${page.path} has one h1 in English and Chinese, inside the public layout`, async () => {
      renderApp(page.path);
      expect(await screen.findByRole('heading', { level: 1, name: page.en })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('banner')).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(page.title));
    });

    it(`${page.path} speaks Chinese`, async () => {
      renderApp(page.path, { locale: 'zh' });
      expect(await screen.findByRole('heading', { level: 1, name: page.zh })).toBeTruthy();
    });
  }

  it('lists the press releases newest first, each with its date', async () => {
    renderApp('/press');
    const list = await screen.findByRole('list', { name: 'Press releases' });
    const dates = within(list)
      .getAllByRole('article')
      .map((article) => article.querySelector('time')?.getAttribute('dateTime'));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toHaveLength(4);
    expect(within(list).getByText('March 2, 2026')).toBeTruthy();
  });

  it('gives real contact channels on Contact us, and no form', async () => {
    renderApp('/contactUs');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Contact us' });
    expect(within(main).getAllByRole('link', { name: 'support@mizani.africa' })[0]?.getAttribute('href')).toBe('mailto:support@mizani.africa');
    expect(within(main).getAllByRole('link', { name: '+254 700 000 000' })[0]?.getAttribute('href')).toBe('tel:+254700000000');
    expect(within(main).getAllByRole('link', { name: '+255 700 000 000' })[0]?.getAttribute('href')).toBe('tel:+255700000000');
    expect(within(main).getByRole('link', { name: 'Start a chat' }).getAttribute('href')).toBe('https://wa.me/254700000000');
    expect(within(main).getByRole('heading', { name: 'Nairobi, Kenya' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Dar es Salaam, Tanzania' })).toBeTruthy();
    expect(within(main).getAllByText('Monday to Friday, 8:00 to 18:00 (East Africa Time)')).toHaveLength(2);
    expect(main.querySelector('form')).toBeNull();
  });

  it('names both data protection laws in the privacy notice, with a contents list that links to each section', async () => {
    renderApp('/privacyNotice');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Privacy notice' });
    expect(within(main).getByText(/Kenya’s Data Protection Act, 2019 and Tanzania’s Personal Data Protection Act, 2022/)).toBeTruthy();
    const contents = within(main).getByRole('navigation', { name: 'On this page' });
    for (const link of within(contents).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('says in the terms that a cancellation is irreversible', async () => {
    renderApp('/termsConditions');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(/Cancelling a transaction or a withdrawal is irreversible/)).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 2, name: /Governing law/ })).toBeTruthy();
  });
});
