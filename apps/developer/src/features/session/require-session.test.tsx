import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/render-console.tsx';

vi.mock('../../lib/api.ts', () => ({
  api: { user: { info: vi.fn(() => new Promise(() => {})) }, userApi: { info: vi.fn(() => new Promise(() => {})) }, team: { menus: vi.fn() } },
}));

describe('console without a session', () => {
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
  });

  it('does not leave when a session token is present', async () => {
    const { leaveApp } = renderConsole('/homeApi', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'User center' })).toBeTruthy();
    expect(leaveApp).not.toHaveBeenCalled();
  });
});
