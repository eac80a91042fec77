import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationList } from '@mizani/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/home-api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The notification calls go through the client's `call`; the rest of the screen uses the shared mock.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api.ts', async () => ({ api: { ...(await import('../../../test/home-api-mock.ts')).apiMock, call } }));

const LIST: NotificationList = {
  unread: 1,
  list: [
    {
      id: 7,
      category: 'money',
      event: 'received',
      params: { sn: 'MZ2026112600000001', amount: 'KES 250.00', fee: 'KES 0.00', balance: 'KES 1,250.00', counterparty: 'Amina Otieno (MZ1648131431)', time: '2026-11-26T06:48:00.000Z' },
      read: false,
      createTime: '2026-11-26T06:48:00.000Z',
    },
    { id: 6, category: 'security', event: 'password', params: { time: '2026-11-25T10:00:00.000Z' }, read: true, createTime: '2026-11-25T10:00:00.000Z' },
  ],
};

beforeEach(() => {
  signInAs();
  call.mockReset();
  call.mockImplementation(async (name: string) => {
    if (name === 'notification.list') return LIST;
    if (name === 'notification.read') return null;
    throw new Error(`unexpected call ${name}`);
  });
});

describe('the notice page lists the person’s notifications', () => {
  it('words each from the catalogue with its figures, marks the unread, and marks all read', async () => {
    renderApp('/home/notice');
    const panel = await screen.findByRole('region', { name: /Your notifications/ });
    await within(panel).findByText('Money received');
    expect(within(panel).getAllByTestId('notify-body').map((body) => body.textContent)).toEqual([
      'Mizani Pay: you received KES 250.00 from Amina Otieno (MZ1648131431). Order MZ2026112600000001, fee KES 0.00, balance KES 1,250.00, 26 Nov 2026, 09:48.',
      'Mizani Pay: your login password was changed at 25 Nov 2026, 13:00. If this was not you, contact us at once.',
    ]);
    expect(within(panel).getByTestId('notify-unread-count').textContent).toBe('1 unread');
    expect(within(panel).getAllByTestId('notify-unread')).toHaveLength(1);

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('notification.read', { body: {} }));
  });

  it('in Chinese', async () => {
    renderApp('/home/notice', { locale: 'zh' });
    const panel = await screen.findByRole('region', { name: /我的通知/ });
    await within(panel).findByText('收到款项');
    expect(within(panel).getAllByTestId('notify-body')[0]!.textContent).toBe(
      'Mizani Pay：您收到Amina Otieno (MZ1648131431)的付款KES 250.00。订单MZ2026112600000001，手续费KES 0.00，余额KES 1,250.00，2026年11月26日 09:48。',
    );
    expect(within(panel).getByText('登录密码已修改')).toBeTruthy();
  });
});
