import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KENYA_AND_TANZANIA } from '../../../test/fake-user.ts';
import { renderApp } from '../../../test/render-app.tsx';

const { user, common } = vi.hoisted(() => ({
  user: { findPwd: vi.fn(), emailFindPwd: vi.fn() },
  common: { country: vi.fn(), sendCode: vi.fn(), sendMailCode: vi.fn() },
}));
vi.mock('../../../lib/api.ts', () => ({ api: { user, common } }));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

describe('forgot password page', () => {
  beforeEach(() => {
    for (const fn of [user.findPwd, user.emailFindPwd, common.sendCode, common.sendMailCode, common.country]) fn.mockReset();
    common.country.mockResolvedValue(KENYA_AND_TANZANIA);
    common.sendCode.mockResolvedValue(null);
    common.sendMailCode.mockResolvedValue(null);
  });

  it('resets the password by phone code, then says so and goes to the login', async () => {
    user.findPwd.mockResolvedValue(null);
    const { router } = renderApp('/forgotPassword');
    await screen.findByRole('heading', { level: 1, name: 'Reset your login password' });
    await screen.findByRole('option', { name: 'Tanzania (+255)' });
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), { target: { value: '255' } });
    type(/Phone number/, '754321000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(common.sendCode).toHaveBeenCalledWith({ countryId: 255, phone: '754321000', scene: 'findPwd' }));
    type(/^Verification code\*?$/, '246802');
    type(/^New login password/, 'Safari#2026');
    type(/Confirm password/, 'Safari#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your login password has been reset. Log in with the new password.')).toBeTruthy();
    expect(user.findPwd).toHaveBeenCalledWith({ countryId: 255, phone: '754321000', code: '246802', password: 'Safari#2026' });
  });

  it('resets by email code', async () => {
    user.emailFindPwd.mockResolvedValue(null);
    const { router } = renderApp('/forgotPassword');
    const emailTab = await screen.findByRole('tab', { name: 'Email' });
    fireEvent.click(emailTab);
    await waitFor(() => expect(emailTab.getAttribute('aria-selected')).toBe('true'));
    type(/Email address/, 'amina@example.co.ke');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(common.sendMailCode).toHaveBeenCalledWith({ email: 'amina@example.co.ke', scene: 'findPwd' }));
    type(/^Verification code\*?$/, '246802');
    type(/^New login password/, 'Safari#2026');
    type(/Confirm password/, 'Safari#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(user.emailFindPwd).toHaveBeenCalledWith({ email: 'amina@example.co.ke', code: '246802', password: 'Safari#2026' });
  });

  it('checks every field before calling the server', async () => {
    renderApp('/forgotPassword');
    await screen.findByRole('heading', { level: 1, name: 'Reset your login password' });
    type(/^New login password/, '12345');
    type(/Confirm password/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password length is 6-12 characters!')).toBeTruthy();
    expect(screen.getByText('The two passwords you entered did not match.')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(user.findPwd).not.toHaveBeenCalled();
  });

  it('stays on the page when the server refuses the code', async () => {
    user.findPwd.mockRejectedValue(new Error('Error in verification code'));
    const { router } = renderApp('/forgotPassword');
    await screen.findByRole('heading', { level: 1, name: 'Reset your login password' });
    type(/Phone number/, '712345678');
    type(/^Verification code\*?$/, '000000');
    type(/^New login password/, 'Safari#2026');
    type(/Confirm password/, 'Safari#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(user.findPwd).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Reset password' }) as HTMLButtonElement).disabled).toBe(false));
    expect(router.state.location.pathname).toBe('/forgotPassword');
  });
});
