import type { Assets, AuthInfo, Country, OperationLog, SysNotice, UserInfo } from '@mizani/sdk';
import { vi } from 'vitest';
import { fakeUser, KENYA_AND_TANZANIA } from './fake-user.ts';

/**
 * A stand-in for the portal's API client in tests of the signed-in area. Tests replace
 * `lib/api.ts` with it (`vi.mock('…/lib/api.ts', async () => ({ api: (await import('…/test/home-api-mock.ts')).apiMock }))`)
 * and set the replies they need; `signInAs` sets up a session the route guard accepts.
 */
export const apiMock = {
  upload: vi.fn(),
  /** The contract's generic call; only the header's notification count goes through it here. */
  call: vi.fn<(name: string, ...rest: unknown[]) => Promise<unknown>>(),
  user: {
    info: vi.fn<() => Promise<UserInfo>>(),
    logout: vi.fn<() => Promise<null>>(),
    auth: vi.fn<() => Promise<AuthInfo>>(),
    authSave: vi.fn(),
    startAuth: vi.fn(),
    infoSave: vi.fn(),
    resetPwd: vi.fn(),
    resetFundPwd: vi.fn(),
    changePhone: vi.fn(),
    changeEmail: vi.fn(),
    log: vi.fn<(body: unknown) => Promise<{ rows: OperationLog[]; total: number }>>(),
    getTempUrl: vi.fn(),
  },
  team: { menus: vi.fn<() => Promise<string[]>>() },
  account: { assets: vi.fn<() => Promise<Assets>>() },
  common: {
    country: vi.fn<() => Promise<Country[]>>(),
    sendCode: vi.fn(),
    sendMailCode: vi.fn(),
    notice3: vi.fn<() => Promise<SysNotice[]>>(),
    sysNotice: vi.fn<() => Promise<SysNotice[]>>(),
  },
};

export const noRecord: AuthInfo = { id: null, auditStatus: -1, rejectReason: null, kyc: null, kyb: null };

export function logEntry(id: number, overrides: Partial<OperationLog> = {}): OperationLog {
  return {
    id,
    operation: 'login',
    ip: `10.0.0.${id}`,
    location: null,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    success: true,
    createTime: '2026-11-20T09:15:00.000Z',
    ...overrides,
  };
}

/** A live session for `user`, with quiet defaults for every call the shell and screens make. */
export function signInAs(overrides: Partial<UserInfo> = {}): UserInfo {
  const user = fakeUser(overrides);
  for (const group of Object.values(apiMock)) {
    if (typeof group === 'function') group.mockReset();
    else for (const fn of Object.values(group)) fn.mockReset();
  }
  localStorage.setItem('token', 'test-token');
  apiMock.user.info.mockResolvedValue(user);
  apiMock.user.logout.mockImplementation(async () => {
    localStorage.removeItem('token');
    return null;
  });
  apiMock.user.auth.mockResolvedValue(noRecord);
  apiMock.call.mockImplementation(async (name) => (name === 'notification.list' ? { list: [], unread: 0 } : Promise.reject(new Error(`no ${name} in tests`))));
  apiMock.user.log.mockResolvedValue({ rows: [], total: 0 });
  apiMock.user.getTempUrl.mockRejectedValue(new Error('no file in tests'));
  apiMock.team.menus.mockResolvedValue([]);
  apiMock.account.assets.mockResolvedValue({ wallets: [], totals: [] });
  apiMock.common.country.mockResolvedValue(KENYA_AND_TANZANIA);
  apiMock.common.notice3.mockResolvedValue([]);
  apiMock.common.sysNotice.mockResolvedValue([]);
  return user;
}
