import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiInfo } from '../../test/api-info.ts';
import { renderConsole } from '../../test/render-console.tsx';

const { user, userApi, team } = vi.hoisted(() => ({
  user: { info: vi.fn(), logout: vi.fn() },
  userApi: { info: vi.fn(), save: vi.fn() },
  team: { menus: vi.fn() },
}));
vi.mock('../../lib/api.ts', () => ({ api: { user, userApi, team } }));

const mainAccount = { parentId: 0, nickName: 'Amina Traders', accountNo: 'MZ1001' };
const notApplied = apiInfo({
  auditStatus: -1,
  accessKey: null,
  accessSecret: null,
  webhookSecret: null,
  notifyUrl: null,
  companyName: null,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  applyTime: null,
  auditTime: null,
});

describe('user center and the API access application', () => {
  beforeEach(() => {
    for (const fn of [user.info, userApi.info, userApi.save, team.menus]) fn.mockReset();
    user.info.mockResolvedValue(mainAccount);
  });

  it('shows a rejection with its reason and a way to apply again', async () => {
    userApi.info.mockResolvedValue(apiInfo({ auditStatus: 2, accessKey: null, accessSecret: null, auditReason: 'Callback URL unreachable' }));
    renderConsole('/homeApi/account', { signedIn: true });
    expect(await screen.findByText('Callback URL unreachable')).toBeTruthy();
    expect(screen.getAllByText('Review rejected').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Apply again' }).getAttribute('href')).toBe('/homeApi/account-create');
  });

  it('validates the application and sends the trimmed details with the allow-list split per line', async () => {
    userApi.info.mockResolvedValue(notApplied);
    userApi.save.mockResolvedValue(null);
    const { router } = renderConsole('/homeApi/account-create', { signedIn: true });
    const submit = await screen.findByRole('button', { name: 'Submit application' });
    fireEvent.click(submit);
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(4);
    expect(userApi.save).not.toHaveBeenCalled();

    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    type('Company name', '  Amina Traders Ltd ');
    type('Contact person', 'Amina');
    type('Contact email', 'amina@example.com');
    type('Contact phone', '712345678');
    type('Callback URL', 'https://amina.example/hooks/mizani');
    type('IP allow-list', '203.0.113.10\n300.1.1.1');
    fireEvent.click(submit);
    expect(await screen.findByText('Each entry must be an IP address or an IPv4 block such as 203.0.113.0/24')).toBeTruthy();
    type('IP allow-list', '203.0.113.10\n198.51.100.0/24');
    fireEvent.click(submit);
    await waitFor(() => expect(userApi.save).toHaveBeenCalledTimes(1));
    expect(userApi.save.mock.calls[0]?.[0]).toEqual({
      companyName: 'Amina Traders Ltd',
      contactName: 'Amina',
      contactEmail: 'amina@example.com',
      contactPhone: '712345678',
      notifyUrl: 'https://amina.example/hooks/mizani',
      ipWhitelist: ['203.0.113.10', '198.51.100.0/24'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/homeApi/account'));
  });

  it('says what saving did: approved details stay approved, a new application waits unless approved at once', async () => {
    userApi.save.mockResolvedValue(null);
    userApi.info.mockResolvedValue(apiInfo({ ipWhitelist: ['203.0.113.10'] }));
    const first = renderConsole('/homeApi/account-create', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Details saved. Your API access stays approved and your keys are unchanged: nothing goes back for review.')).toBeTruthy();
    first.unmount();

    // Sandbox auto-approve: the info read after saving is already approved.
    userApi.info.mockResolvedValueOnce(notApplied).mockResolvedValue(apiInfo());
    renderConsole('/homeApi/account-create', { signedIn: true });
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    await screen.findByRole('button', { name: 'Submit application' });
    type('Company name', 'Amina Traders Ltd');
    type('Contact person', 'Amina');
    type('Contact email', 'amina@example.com');
    type('Contact phone', '712345678');
    type('Callback URL', 'https://amina.example/hooks/mizani');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Application submitted and approved. Your access key and secret are in the credentials dialog.')).toBeTruthy();
  });
});
