import './testing/setup.ts';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app/app-providers.tsx';
import { BusyFormDialog, ColumnsTable } from './list-kit.tsx';

const wrap = (children: ReactNode) => (
  <AppProviders closeLabelId="portal.closeNotification" initialLocale="en">
    {children}
  </AppProviders>
);

describe('ColumnsTable', () => {
  it('takes cell props per row, e.g. a title with the full text', () => {
    const rows = [{ id: 1, agent: 'Mozilla/5.0 (Linux; Android 14)' }, { id: 2, agent: null }];
    render(
      wrap(
        <ColumnsTable
          rows={rows}
          rowKey={(row) => row.id}
          testId="rows"
          columns={[{ key: 'device', header: 'Device', cell: (row) => (row.agent ? 'Android' : 'Unknown'), cellProps: (row) => ({ title: row.agent ?? undefined }) }]}
        />,
      ),
    );
    expect(screen.getByRole('cell', { name: 'Android' }).getAttribute('title')).toBe('Mozilla/5.0 (Linux; Android 14)');
    expect(screen.getByRole('cell', { name: 'Unknown' }).hasAttribute('title')).toBe(false);
  });
});

describe('BusyFormDialog', () => {
  it('speaks of money unless the caller names its buttons, and holds both while busy', async () => {
    const view = render(
      wrap(
        <BusyFormDialog title="Send" busy={false} onSubmit={vi.fn()} onClose={vi.fn()} confirmLabel="Confirm">
          <p>Body</p>
        </BusyFormDialog>,
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    view.rerender(
      wrap(
        <BusyFormDialog title="Edit" busy onSubmit={vi.fn()} onClose={vi.fn()} confirmLabel="Save" cancelLabel="Never mind" closeLabel="Shut">
          <p>Body</p>
        </BusyFormDialog>,
      ),
    );
    const cancel = within(dialog).getByRole('button', { name: 'Never mind' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Shut' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
