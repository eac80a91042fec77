import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

const { login, emailLogin } = vi.hoisted(() => ({ login: vi.fn(), emailLogin: vi.fn() }));
vi.mock('../../../lib/api.ts', () => ({ api: { user: { login, emailLogin } } }));

function field(label: RegExp) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('login page', () => {
  beforeEach(() => {
    login.mockReset();
    emailLogin.mockReset();
  });

  it('shows the title, the phone/email choice, the fields and the submit button', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Mizani Pay' })).toBeTruthy();
    const methods = screen.getByRole('tablist', { name: 'Login method' });
    expect(within(methods).getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
    expect(within(methods).getByRole('tab', { name: 'Email' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).value).toBe('254');
    expect(field(/Phone number/)).toBeTruthy();
    expect(field(/^Password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('type')).toBe('submit');
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
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in by phone with the trimmed number and goes to the wanted path', async () => {
    login.mockResolvedValue({ token: 't' });
    const { router } = renderApp('/login?redirect=%2F401');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Mizani Pay' });
    fireEvent.change(field(/Phone number/), { target: { value: ' 712345678 ' } });
    fireEvent.blur(field(/Phone number/));
    fireEvent.change(field(/^Password/), { target: { value: 'Secret#1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(login).toHaveBeenCalledWith({ countryId: 254, phone: '712345678', password: 'Secret#1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });

  it('signs in by email and rejects a malformed address first', async () => {
    emailLogin.mockResolvedValue({ token: 't' });
    renderApp('/login');
    const emailTab = await screen.findByRole('tab', { name: 'Email' });
    fireEvent.click(emailTab);
    await waitFor(() => expect(emailTab.getAttribute('aria-selected')).toBe('true'));
    fireEvent.change(field(/Email address/), { target: { value: 'amina@' } });
    fireEvent.change(field(/^Password/), { target: { value: 'Secret#1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email format incorrect')).toBeTruthy();
    expect(emailLogin).not.toHaveBeenCalled();

    fireEvent.change(field(/Email address/), { target: { value: 'amina@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(emailLogin).toHaveBeenCalledWith({ email: 'amina@example.co.ke', password: 'Secret#1' }));
  });

  it('stays on the page when the server refuses the credentials', async () => {
    login.mockRejectedValue(new Error('Wrong account password'));
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Mizani Pay' });
    fireEvent.change(field(/Phone number/), { target: { value: '712345678' } });
    fireEvent.change(field(/^Password/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(login).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(false));
    expect(router.state.location.pathname).toBe('/login');
  });
});
