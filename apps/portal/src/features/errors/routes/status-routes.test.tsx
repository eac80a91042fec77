import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

describe('status pages', () => {
  it('renders the 404 page, inside the public layout, for an unknown path', async () => {
    renderApp('/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Error 404Page not found');
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    // The title is set in an effect, which a loaded machine may run after the heading is drawn.
    await waitFor(() => expect(document.title).toBe('Page not found | Mizani Pay'));
  });

  it('renders the no-access page at /401', async () => {
    renderApp('/401');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Error 401No access');
    expect(screen.getByRole('main').textContent).toContain('You do not have permission to view this page.');
  });

  it('treats a login page for a country without one as unknown', async () => {
    renderApp('/login/256');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('404');
  });

  it('speaks Chinese on the 404 page when Chinese is chosen', async () => {
    renderApp('/missing', { locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: /错误 404/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });
});
