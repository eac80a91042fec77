import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@mizani/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KENYA_AND_TANZANIA } from '../../../test/fake-user.ts';
import { renderApp } from '../../../test/render-app.tsx';

const { user, common } = vi.hoisted(() => ({
  user: { register: vi.fn(), emailRegister: vi.fn(), registerCheckCode: vi.fn(), emailRegisterCheckCode: vi.fn() },
  common: { country: vi.fn(), sendCode: vi.fn(), sendMailCode: vi.fn() },
}));
vi.mock('../../../lib/api.ts', () => ({ api: { user, common } }));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create your Mizani Pay account' });
  return view;
}

async function completeStepOne() {
  type(/Phone number/, '712000111');
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(common.sendCode).toHaveBeenCalledWith({ countryId: 254, phone: '712000111', scene: 'register' }));
  type(/^Verification code\*?$/, '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText(/Step 2 of 2/);
}

describe('register page', () => {
  beforeEach(() => {
    for (const fn of [user.register, user.emailRegister, user.registerCheckCode, user.emailRegisterCheckCode, common.sendCode, common.sendMailCode, common.country]) {
      fn.mockReset();
    }
    common.country.mockResolvedValue(KENYA_AND_TANZANIA);
    user.registerCheckCode.mockResolvedValue(null);
    user.emailRegisterCheckCode.mockResolvedValue(null);
    common.sendCode.mockResolvedValue(null);
    common.sendMailCode.mockResolvedValue(null);
  });

  it('starts at step 1 with phone or email, Kenya chosen, and a one-time-code field', async () => {
    await openRegister();
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Sign-up method' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).value).toBe('254');
    expect(field(/^Verification code\*?$/).getAttribute('autocomplete')).toBe('one-time-code');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/termsConditions');
    expect(within(main).getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacyNotice');
  });

  it('checks the number before sending a code, then counts down 60 seconds', async () => {
    await openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(common.sendCode).not.toHaveBeenCalled();

    type(/Phone number/, '712000111');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /Resend in (60|59) s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(common.sendCode).toHaveBeenCalledWith({ countryId: 254, phone: '712000111', scene: 'register' });
    expect(document.activeElement).toBe(field(/^Verification code\*?$/));

    // A corrected number does not have to wait for the first one's countdown.
    type(/Phone number/, '712000222');
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not count down when the server refuses to send', async () => {
    common.sendCode.mockRejectedValue(new ApiError({ kind: 'business', code: -1003, message: 'Account already exists' }));
    await openRegister();
    type(/Phone number/, '712345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(common.sendCode).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the password rules of spec section 5 exactly, with the help text under the field', async () => {
    await openRegister();
    await completeStepOne();
    const password = field(/^Login password/);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('The login password must contain digits, upper and lower case letters, and special characters other than spaces')).toBeTruthy();

    type(/^Login password/, 'abc');
    fireEvent.blur(password);
    expect(await screen.findByText('Password length is 6-12 characters!')).toBeTruthy();
    expect(screen.getByText('The login password must contain digits, upper and lower case letters, and special characters other than spaces')).toBeTruthy();

    type(/^Login password/, 'Abcdefgh#12345');
    fireEvent.blur(password);
    expect(await screen.findByText('Password length is 6-12 characters!')).toBeTruthy();

    type(/^Login password/, 'Kilima#2026');
    type(/Confirm password/, 'Kilima#2027');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The two passwords you entered did not match.')).toBeTruthy();
    expect(user.register).not.toHaveBeenCalled();
  });

  it('registers by phone and shows the account number with a way to log in', async () => {
    user.register.mockResolvedValue({ accountNo: 'MZ20260042' });
    await openRegister();
    await completeStepOne();
    type(/^Login password/, 'Kilima#2026');
    type(/Confirm password/, 'Kilima#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeTruthy();
    expect(user.register).toHaveBeenCalledWith({ countryId: 254, phone: '712000111', code: '123456', password: 'Kilima#2026' });
    expect(screen.getByText('MZ20260042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login/254');
  });

  it('registers by email', async () => {
    user.emailRegister.mockResolvedValue({ accountNo: 'MZ20260043' });
    await openRegister();
    const emailTab = screen.getByRole('tab', { name: 'Email' });
    fireEvent.click(emailTab);
    await waitFor(() => expect(emailTab.getAttribute('aria-selected')).toBe('true'));
    type(/Email address/, ' Amina@Example.co.ke ');
    fireEvent.blur(field(/Email address/));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(common.sendMailCode).toHaveBeenCalledWith({ email: 'Amina@Example.co.ke', scene: 'register' }));
    type(/^Verification code\*?$/, '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Step 2 of 2/);
    expect(user.emailRegisterCheckCode).toHaveBeenCalledWith({ email: 'Amina@Example.co.ke', code: '654321' });
    expect(screen.getByText('Choose the login password for Amina@Example.co.ke.')).toBeTruthy();
    type(/^Login password/, 'Kilima#2026');
    type(/Confirm password/, 'Kilima#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Your account is ready' });
    expect(user.emailRegister).toHaveBeenCalledWith({ email: 'Amina@Example.co.ke', code: '654321', password: 'Kilima#2026' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('goes back to step 1, keeping the number but not the code, when the server says the code is wrong', async () => {
    user.register.mockRejectedValue(new ApiError({ kind: 'business', code: -1006, message: 'Error in verification code' }));
    await openRegister();
    await completeStepOne();
    type(/^Login password/, 'Kilima#2026');
    type(/Confirm password/, 'Kilima#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Step 1 of 2/)).toBeTruthy();
    expect(field(/Phone number/).value).toBe('712000111');
    expect(field(/^Verification code\*?$/).value).toBe('');
    // The countdown of the code already sent still applies.
    expect(within(screen.getByRole('main')).getByRole('button', { name: /Resend in/ })).toBeTruthy();
  });

  it('checks the code with the server at step 1 and stays there when it is refused', async () => {
    user.registerCheckCode.mockRejectedValue(new ApiError({ kind: 'business', code: -1006, message: 'Error in verification code' }));
    await openRegister();
    type(/Phone number/, '712000111');
    type(/^Verification code\*?$/, '999999');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(user.registerCheckCode).toHaveBeenCalledWith({ countryId: 254, phone: '712000111', code: '999999' }));
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Login password/)).toBeNull();

    user.registerCheckCode.mockResolvedValue(null);
    type(/^Verification code\*?$/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Step 2 of 2/);
    expect(user.register).not.toHaveBeenCalled();
  });

  it('needs the code before step 2', async () => {
    await openRegister();
    type(/Phone number/, '712000111');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    type(/^Verification code\*?$/, '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the code with digits only')).toBeTruthy();
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    renderApp('/register', { locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '创建您的 Mizani Pay 账户' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeTruthy();
  });
});
