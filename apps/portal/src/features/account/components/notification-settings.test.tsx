import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/home-api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The notification calls go through the client's `call`; the rest of the screen uses the shared mock.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api.ts', async () => ({ api: { ...(await import('../../../test/home-api-mock.ts')).apiMock, call } }));

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (name: string, input: { body: { locale?: string } }) => {
    if (name === 'notification.preferences') return { sms: true, email: true, inApp: true, locale: input.body.locale };
    if (name === 'notification.preferencesSave') return null;
    throw new Error(`unexpected call ${name}`);
  });
});

describe('the profile’s notification settings', () => {
  it('saves the channels chosen for money messages, in the language on screen until another is chosen', async () => {
    signInAs();
    renderApp('/home/info', { locale: 'zh' });
    const panel = await screen.findByRole('region', { name: '通知' });
    await within(panel).findByText('始终开启');
    expect(call).toHaveBeenCalledWith('notification.preferences', { body: { locale: 'zh' } }, expect.anything());
    fireEvent.click(within(panel).getByText('邮件'));
    await waitFor(() => expect((within(panel).getByRole('checkbox', { name: '邮件' }) as HTMLInputElement).checked).toBe(false));
    // The native input flips on the click; the control's state follows once the screen has taken
    // the change in, and only then does Save send it (a loaded machine showed the gap).
    await waitFor(() => expect(within(panel).getByTestId('notify-email').getAttribute('data-state')).toBe('unchecked'));
    fireEvent.click(within(panel).getByRole('button', { name: '保存通知设置' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('notification.preferencesSave', { body: { sms: true, email: false, inApp: true, locale: 'zh' } }));
  });

  it('shows a staff member the choices without letting them change them', async () => {
    signInAs({ parentId: 42 });
    renderApp('/home/info');
    const panel = await screen.findByRole('region', { name: /^Notifications$/ });
    await within(panel).findByText('Only the main account can change these settings.');
    expect((within(panel).getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(panel).queryByRole('button', { name: 'Save notification settings' })).toBeNull();
  });
});
