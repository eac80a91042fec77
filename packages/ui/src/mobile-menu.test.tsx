import './testing/setup.ts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app/app-providers.tsx';
import { MenuIconButton, MobileMenu, SideMenuDrawer, type MobileMenuProps } from './mobile-menu.tsx';

type Props = Omit<MobileMenuProps, 'trigger' | 'brand' | 'closeLabel' | 'children'> & { children?: ReactNode };

function menu(props: Props) {
  return (
    <AppProviders closeLabelId="portal.closeNotification" initialLocale="en">
      <MobileMenu {...props} trigger={<MenuIconButton aria-label="Open menu" />} brand={<span>Mizani</span>} closeLabel="Close menu">
        <nav aria-label="Main">
          <a href="/home">Home</a>
        </nav>
      </MobileMenu>
    </AppProviders>
  );
}

describe('MobileMenu', () => {
  it('opens from its button with the heading, the navigation and the language menu, and closes from its close button', async () => {
    render(menu({ placement: 'start', closeOn: '/home', titleLabel: 'Menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { level: 2, name: 'Mizani Menu' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(dialog.querySelector('[aria-haspopup="menu"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uses a plain title when it has no label for screen readers, and shows the footer', async () => {
    render(menu({ placement: 'end', defaultOpen: true, closeOn: 'a', footer: <button type="button">Sign up</button> }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  it('stays open while its key is the same and closes when it changes (a navigation)', async () => {
    const view = render(menu({ placement: 'end', defaultOpen: true, closeOn: 'first' }));
    await screen.findByRole('dialog');
    view.rerender(menu({ placement: 'end', defaultOpen: true, closeOn: 'first' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    view.rerender(menu({ placement: 'end', defaultOpen: true, closeOn: 'second' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('SideMenuDrawer', () => {
  it('opens from an icon button with the given name and holds the side menu in a named navigation landmark', async () => {
    render(
      <AppProviders closeLabelId="portal.closeNotification" initialLocale="en">
        <SideMenuDrawer closeOn="/home" openLabel="Open menu" closeLabel="Close menu" navLabel="Main menu" brand={<span>Mizani</span>}>
          <a href="/home/info">Profile</a>
        </SideMenuDrawer>
      </AppProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('navigation', { name: 'Main menu' }).textContent).toBe('Profile');
  });
});
