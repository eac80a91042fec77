import './testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app/app-providers.tsx';
import { ChatLink, DrawerChatLink, HeaderChatLink } from './chat-link.tsx';

describe('chat link', () => {
  it('opens the configured chat in a new tab, with a name that says so', async () => {
    render(
      <AppProviders closeLabelId="portal.closeNotification" initialLocale="en">
        <ChatLink href="https://wa.me/254700000000" />
      </AppProviders>,
    );
    const link = await screen.findByRole('link', { name: 'Chat with us in your messaging app (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://wa.me/254700000000');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toBe('Chat with us');
  });

  it('has the same target and name in the header on a phone, in Chinese too', async () => {
    render(
      <AppProviders closeLabelId="portal.closeNotification" initialLocale="zh">
        <HeaderChatLink href="https://wa.me/255700000000" />
      </AppProviders>,
    );
    const link = await screen.findByRole('link', { name: '在线咨询：在您的聊天应用中与我们联系（在新标签页打开）' });
    expect(link.getAttribute('href')).toBe('https://wa.me/255700000000');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows its words in a menu drawer', async () => {
    render(
      <AppProviders closeLabelId="portal.closeNotification" initialLocale="en">
        <DrawerChatLink href="https://wa.me/254700000001" />
      </AppProviders>,
    );
    const link = await screen.findByRole('link', { name: 'Chat with us in your messaging app (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://wa.me/254700000001');
    expect(link.textContent).toBe('Chat with us');
  });
});
