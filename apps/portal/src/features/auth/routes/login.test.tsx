import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, KENYA_AND_TANZANIA } from '../../../test/fake-user.ts';
import { renderApp } from '../../../test/render-app.tsx';

const { user, common, team } = vi.hoisted(() => ({
  user: { login: vi.fn(), emailLogin: vi.fn(), info: vi.fn() },
  common: { country: vi.fn() },
  team: { menus: vi.fn() },
}));
vi.mock('../../../lib/api.ts', () => ({ api: { user, common, team } }));

function field(label: RegExp) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

// What the SDK's login does on success: keep the token.
const signsIn = async () => {
  localStorage.setItem('token', 'token-1');
  return { token: 'token-1' };
};

describe('login page', () => {
  beforeEach(() => {
    for (const fn of [user.login, user.emailLogin, user.info, common.country]) fn.mockReset();
    common.country.mockResolvedValue(KENYA_AND_TANZANIA);
    user.info.mockResolvedValue(fakeUser());
  });

  it('shows the title, the phone/email choice, the fields and the submit button', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Mizani Pay' })).toBeTruthy();
    const methods = screen.getByRole('tablist', { name: 'Login method' });
    expect(within(methods).getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
    expect(within(methods).getByRole('tab', { name: 'Email' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).value).toBe('254');
    expect(field(/Phone number/).getAttribute('autocomplete')).toBe('username');
    expect(field(/^Password/).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('type')).toBe('submit');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgotPassword');
    expect(within(main).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('lists the countries of /common/country with their dialling codes', async () => {
    renderApp('/login');
    const select = (await screen.findByRole('combobox', { name: /Country/ })) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['Kenya (+254)', 'Tanzania (+255)', 'Uganda (+256)']));
  });

  it('preselects the country of /login/255', async () => {
    renderApp('/login/255');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Mizani Pay' });
    expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).value).toBe('255');
  });

  it('asks for the missing fields instead of calling the server', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(user.login).not.toHaveBeenCalled();
  });

  it('signs in by phone with the trimmed number, fetches the user, then goes to the wanted path', async () => {
    user.login.mockImplementation(signsIn);
    const { router } = renderApp('/login?redirect=%2Fhome%2Finfo%3Ftab%3Dsecurity');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Mizani Pay' });
    fireEvent.change(field(/Phone number/), { target: { value: ' 712345678 ' } });
    fireEvent.blur(field(/Phone number/));
    await waitFor(() => expect(field(/Phone number/).value).toBe('712345678'));
    fireEvent.change(field(/^Password/), { target: { value: 'Secret#1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(user.login).toHaveBeenCalledWith({ countryId: 254, phone: '712345678', password: 'Secret#1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/info'));
    expect(router.state.location.search).toBe('?tab=security');
    expect(user.info).toHaveBeenCalledTimes(1);
  });

  it('goes to the dashboard when there is no redirect, or one that leaves the origin', async () => {
    user.login.mockImplementation(signsIn);
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Mizani Pay' });
    fireEvent.change(field(/Phone number/), { target: { value: '712345678' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret#1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/dashboard'));
  });

  it('signs in by email and rejects a malformed address first', async () => {
    user.emailLogin.mockImplementation(signsIn);
    renderApp('/login');
    const emailTab = await screen.findByRole('tab', { name: 'Email' });
    fireEvent.click(emailTab);
    await waitFor(() => expect(emailTab.getAttribute('aria-selected')).toBe('true'));
    fireEvent.change(field(/Email address/), { target: { value: 'amina@' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret#1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email format incorrect')).toBeTruthy();
    expect(user.emailLogin).not.toHaveBeenCalled();

    fireEvent.change(field(/Email address/), { target: { value: 'amina@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(user.emailLogin).toHaveBeenCalledWith({ email: 'amina@example.co.ke', password: 'Secret#1' }));
  });

  it('stays on the page, with the button usable again, when the server refuses the credentials', async () => {
    let refuse: (error: Error) => void = () => {};
    user.login.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Mizani Pay' });
    fireEvent.change(field(/Phone number/), { target: { value: '712345678' } });
    fireEvent.change(field(/^Password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(user.login).toHaveBeenCalled());
    // No second submit while the first is on its way.
    const submit = screen.getByRole('main').querySelector('button[type="submit"]') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.click(submit);
    expect(user.login).toHaveBeenCalledTimes(1);

    refuse(new Error('Wrong account password'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(false));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user on to the dashboard', async () => {
    localStorage.setItem('token', 'token-1');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/dashboard'));
  });
});
