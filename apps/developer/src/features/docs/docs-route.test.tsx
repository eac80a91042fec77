import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInfo } from '../../test/api-info.ts';
import { renderConsole } from '../../test/render-console.tsx';

const { user, userApi, team } = vi.hoisted(() => ({
  user: { info: vi.fn(), logout: vi.fn() },
  userApi: { info: vi.fn() },
  team: { menus: vi.fn() },
}));
vi.mock('../../lib/api.ts', () => ({ api: { user, userApi, team } }));

describe('/homeApi/docs', () => {
  beforeEach(() => {
    for (const fn of [user.info, userApi.info, team.menus]) fn.mockReset();
  });

  it('is readable without a session: no trip to the login, the topics and a page with its samples', async () => {
    const { leaveApp } = renderConsole('/homeApi/docs/pay-out');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pay out (B2C)' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Docs topics' });
    expect(within(nav).getByRole('link', { name: 'Pay out' }).getAttribute('aria-current')).toBe('page');
    for (const name of ['Pay in', 'Check status', 'Status notification', 'Balance inquiry', 'Authentication and signing', 'Errors', 'Idempotency', 'Sandbox test numbers']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('tab', { name: 'curl' })).toBeTruthy();
    expect(screen.getByText('Log in with an approved account to try requests here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2FhomeApi%2Fdocs%2Fpay-out');
    expect(leaveApp).not.toHaveBeenCalled();
    expect(user.info).not.toHaveBeenCalled();
  });

  it('shows the Chinese page and navigation when the language is Chinese', async () => {
    renderConsole('/homeApi/docs/status-notification', { locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 2, name: '状态通知' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: '文档目录' })).toBeTruthy();
  });

  it('offers the try-it panel to a signed-in, approved merchant', async () => {
    user.info.mockResolvedValue({ parentId: 0, nickName: 'Amina Traders', accountNo: 'MZ1001' });
    userApi.info.mockResolvedValue(apiInfo());
    localStorage.setItem('token', 'token-1');
    renderConsole('/homeApi/docs/balance-inquiry', { signedIn: true });
    const panel = await screen.findByRole('region', { name: 'Try it' });
    expect(await within(panel).findByRole('button', { name: 'Send request' })).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Request'), { target: { value: 'payout' } });
    const body = JSON.parse((within(panel).getByLabelText('Request body') as HTMLTextAreaElement).value) as { merchantOrderNo: string; phone: string };
    expect(body.merchantOrderNo).toMatch(/^TRY-OUT-/);
    expect(body.phone).toBe('712345670');
  });
});
