import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiMock, logEntry, signInAs } from '../../../test/home-api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { dashboardLoader } from './dashboard.tsx';

vi.mock('../../../lib/api.ts', async () => ({ api: (await import('../../../test/home-api-mock.ts')).apiMock }));

const panel = (name: string) => screen.getByRole('region', { name });

describe('dashboard', () => {
  it('greets by nickname and offers to verify an account that has not applied', async () => {
    signInAs({ auditStatus: -1 });
    renderApp('/home/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello, Amani Demo' })).toBeTruthy();
    const verification = panel('Identity verification');
    expect(within(verification).getByText('Pending (not applied)')).toBeTruthy();
    expect(within(verification).getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/home/kyc');
  });

  it('greets by account number when there is no nickname', async () => {
    signInAs({ nickName: '' });
    renderApp('/home/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hello, MZ10000012' })).toBeTruthy();
  });

  it('shows a verification awaiting review as pending approval, and an approved one as approved', async () => {
    signInAs({ auditStatus: 0 });
    const first = renderApp('/home/dashboard');
    expect(await within(await screen.findByRole('region', { name: 'Identity verification' })).findByText('Pending approval')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Verify now' })).toBeNull();
    first.unmount();

    signInAs({ auditStatus: 1 });
    renderApp('/home/dashboard');
    expect(await within(await screen.findByRole('region', { name: 'Identity verification' })).findByText('Approved')).toBeTruthy();
  });

  it('gives the reason of a rejection and a way to verify again', async () => {
    signInAs({ auditStatus: 2 });
    apiMock.user.auth.mockResolvedValue({ id: 4, auditStatus: 2, rejectReason: 'The ID photo is blurred', kyc: null, kyb: null });
    renderApp('/home/dashboard');
    const verification = await screen.findByRole('region', { name: 'Identity verification' });
    expect(within(verification).getByText('Rejected')).toBeTruthy();
    expect(await within(verification).findByText('Reason: The ID photo is blurred')).toBeTruthy();
    expect(within(verification).getByRole('link', { name: 'Verify again' }).getAttribute('href')).toBe('/home/kyc');
  });

  it('summarises the account and leaves the balances to the wallet', async () => {
    signInAs({ userType: 'company' });
    renderApp('/home/dashboard');
    const account = await screen.findByRole('region', { name: 'Account summary' });
    expect(within(account).getByText('MZ10000012')).toBeTruthy();
    expect(within(account).getByText('Company')).toBeTruthy();
    expect(within(account).getByText('+254 712345678')).toBeTruthy();
    await waitFor(() => expect(within(account).getByText('Kenya')).toBeTruthy());
    const balances = panel('Balances at a glance');
    expect(within(balances).queryByText(/\d/)).toBeNull();
    expect(within(balances).getByRole('link', { name: 'Open wallet' }).getAttribute('href')).toBe('/home/assets');
  });

  it('shows the total asset per currency from /account/assets, formatted', async () => {
    signInAs();
    apiMock.account.assets.mockResolvedValue({
      wallets: [],
      totals: [
        { currencyId: 'KES', domestic: '1250000.5', crossBorder: '0', total: '1250000.5' },
        { currencyId: 'USD', domestic: '0', crossBorder: '0', total: '0' },
      ],
    });
    renderApp('/home/dashboard');
    const balances = await screen.findByRole('region', { name: 'Balances at a glance' });
    expect(await within(balances).findByText('1,250,000.5')).toBeTruthy();
    expect(within(balances).getByText('KES')).toBeTruthy();
  });

  it('lists the last five entries of the operation log', async () => {
    signInAs();
    apiMock.user.log.mockResolvedValue({
      rows: [logEntry(3, { operation: 'changePhone' }), logEntry(2, { operation: 'resetPwd', success: false }), logEntry(1)],
      total: 12,
    });
    renderApp('/home/dashboard');
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(activity).findByText('Change phone number')).toBeTruthy();
    expect(within(activity).getByText('Change login password')).toBeTruthy();
    expect(within(activity).getByText('Failed')).toBeTruthy();
    expect(within(activity).getByText(/20 Nov 2026, 12:15 · 10\.0\.0\.3/)).toBeTruthy();
    expect(apiMock.user.log).toHaveBeenCalledWith({ pageNum: 1, pageSize: 5 }, expect.anything());
  });

  it('asks for the tier and the countries with the page data, and holds the first paint for them only a moment', async () => {
    signInAs();
    const unanswered = () => new Promise<never>(() => undefined);
    const tier = vi.fn(unanswered);
    Object.assign(apiMock.user, { tier });
    apiMock.common.country.mockImplementation(unanswered);
    try {
      // Resolves although neither answer ever comes: past a moment the loader waits only for the balances and the activity.
      await dashboardLoader(new QueryClient())();
      expect(apiMock.account.assets).toHaveBeenCalledTimes(1);
      expect(apiMock.user.log).toHaveBeenCalledTimes(1);
      expect(tier).toHaveBeenCalledTimes(1);
      expect(apiMock.common.country).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(apiMock.user, 'tier');
    }
  });

  it('speaks Chinese when the page does', async () => {
    signInAs({ auditStatus: -1 });
    renderApp('/home/dashboard', { locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 2, name: '您好，Amani Demo' })).toBeTruthy();
    expect(screen.getByText('待认证（未申请）')).toBeTruthy();
    expect(await screen.findByText('未找到相关数据')).toBeTruthy();
  });
});
