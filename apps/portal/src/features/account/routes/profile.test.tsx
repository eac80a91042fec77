import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiMock, signInAs } from '../../../test/home-api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api.ts', async () => ({ api: (await import('../../../test/home-api-mock.ts')).apiMock }));

async function openDialog(button: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

function type(dialog: HTMLElement, label: RegExp, value: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('profile', () => {
  it('shows the profile card', async () => {
    signInAs({ userType: 'user', fundPasswordFlag: false });
    renderApp('/home/info');
    const card = await screen.findByTestId('profile-card');
    for (const text of ['Amani Demo', 'MZ10000012', '+254 712345678', 'demo@mizani.africa', 'Individual', '5 Jan 2026']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('img', { name: 'Profile photo of Amani Demo' }).textContent).toBe('AD');
    expect(screen.getByTestId('fund-password-state').textContent).toBe('Not set');
    expect(screen.getByRole('link', { name: 'View operation log' }).getAttribute('href')).toBe('/home/operation-log');
  });

  it('saves a trimmed nickname and reads the user info again', async () => {
    signInAs();
    apiMock.user.infoSave.mockResolvedValue(null);
    renderApp('/home/info');
    const dialog = await openDialog('Edit profile');
    type(dialog, /Nickname/, '  Amani M.  ');
    expect((within(dialog).getByLabelText(/Nickname/) as HTMLInputElement).value).toBe('Amani M.');
    const infoCalls = apiMock.user.info.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(apiMock.user.infoSave).toHaveBeenCalledWith({ nickName: 'Amani M.' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    await waitFor(() => expect(apiMock.user.info.mock.calls.length).toBeGreaterThan(infoCalls));
  });

  it('refuses the current phone number as the new one, and sends a code to a new one', async () => {
    signInAs();
    apiMock.common.sendCode.mockResolvedValue(null);
    apiMock.user.changePhone.mockResolvedValue(null);
    renderApp('/home/info');
    const dialog = await openDialog('Change phone number');
    type(dialog, /New phone number/, '712345678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('The new phone number must be different from the old one')).toBeTruthy();
    expect(apiMock.common.sendCode).not.toHaveBeenCalled();

    type(dialog, /New phone number/, '722000111');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(apiMock.common.sendCode).toHaveBeenCalledWith({ countryId: 254, phone: '722000111', scene: 'changePhone' }));
    expect(await within(dialog).findByRole('button', { name: /Send again in \d+ s/ })).toBeTruthy();

    type(dialog, /Verification code/, '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(apiMock.user.changePhone).toHaveBeenCalledWith({ countryId: 254, phone: '722000111', code: '123456' }));
    expect(await screen.findByText('Phone number changed')).toBeTruthy();
  });

  it('checks the new email and sends its code there', async () => {
    signInAs();
    apiMock.common.sendMailCode.mockResolvedValue(null);
    renderApp('/home/info');
    const dialog = await openDialog('Change email');
    type(dialog, /New email address/, 'not-an-email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Email format incorrect')).toBeTruthy();
    type(dialog, /New email address/, 'DEMO@mizani.africa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('The new email must be different from the old one')).toBeTruthy();
    type(dialog, /New email address/, 'amani@example.co.ke');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(apiMock.common.sendMailCode).toHaveBeenCalledWith({ email: 'amani@example.co.ke', scene: 'changeEmail' }));
  });

  it('holds the login password to the rules of section 5', async () => {
    signInAs();
    apiMock.user.resetPwd.mockResolvedValue(null);
    renderApp('/home/info');
    const dialog = await openDialog('Reset login password');
    type(dialog, /Current password/, 'Demo@2026');
    type(dialog, /^New password/, 'abc');
    type(dialog, /Confirm new password/, 'abd');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password length is 6-12 characters!')).toBeTruthy();
    expect(within(dialog).getByText('The two passwords you entered did not match.')).toBeTruthy();

    type(dialog, /^New password/, 'Demo@2026');
    type(dialog, /Confirm new password/, 'Demo@2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The new password must be different from the old password')).toBeTruthy();
    expect(apiMock.user.resetPwd).not.toHaveBeenCalled();

    type(dialog, /^New password/, 'Fresh#2027');
    type(dialog, /Confirm new password/, 'Fresh#2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(apiMock.user.resetPwd).toHaveBeenCalledWith({ oldPassword: 'Demo@2026', password: 'Fresh#2027' }));
    expect(await screen.findByText('Login password changed')).toBeTruthy();
  });

  it('sets a transaction password of exactly 6 digits, confirmed with the login password', async () => {
    signInAs({ fundPasswordFlag: false });
    apiMock.user.resetFundPwd.mockResolvedValue(null);
    renderApp('/home/info');
    const dialog = await openDialog('Set transaction password');
    type(dialog, /Login password/, 'Demo@2026');
    type(dialog, /^Transaction password/, '12345a');
    type(dialog, /Confirm transaction password/, '12345a');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The transaction password must be exactly 6 digits')).toBeTruthy();

    type(dialog, /^Transaction password/, '246810');
    type(dialog, /Confirm transaction password/, '246810');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(apiMock.user.resetFundPwd).toHaveBeenCalledWith({ password: 'Demo@2026', fundPassword: '246810' }));
    expect(await screen.findByText('Transaction password saved')).toBeTruthy();
  });

  it('offers to reset a transaction password that is set', async () => {
    signInAs({ fundPasswordFlag: true });
    renderApp('/home/info');
    expect(await screen.findByRole('button', { name: 'Reset transaction password' })).toBeTruthy();
    expect(screen.getByTestId('fund-password-state').textContent).toBe('Set');
  });
});
