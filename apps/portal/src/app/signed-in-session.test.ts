import type { UserInfo } from '@mizani/sdk';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateFromApi, setApiNavigator } from '@mizani/ui/api-bridge';
import { fakeUser } from '../test/fake-user.ts';
import { loadSignedInSession } from './signed-in-session.ts';

const { user, team } = vi.hoisted(() => ({ user: { info: vi.fn() }, team: { menus: vi.fn() } }));
vi.mock('../lib/api.ts', () => ({ api: { user, team } }));

/** The shared fake user, with the values these tests were written against. */
const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo =>
  fakeUser({ accountNo: 'MZ1', email: null, mrpFlag: 1, channelTypeList: [{ type: 0, channelType: 0 }], ...overrides });

describe('loadSignedInSession', () => {
  beforeEach(() => {
    user.info.mockReset();
    team.menus.mockReset();
    localStorage.setItem('token', 'token-1');
  });

  it('fetches the user info once per load and derives the permitted routes', async () => {
    user.info.mockResolvedValue(userInfo());
    const queryClient = new QueryClient();
    const first = await loadSignedInSession(queryClient);
    const second = await loadSignedInSession(queryClient);
    expect(user.info).toHaveBeenCalledTimes(1);
    expect(first?.user.nickName).toBe('Amani Demo');
    expect(first?.permittedRoutes).toContain('/home/psp-index');
    expect(first?.permittedRoutes).not.toContain('/home/mrp-index');
    expect(second?.permittedRoutes).toEqual(first?.permittedRoutes);
    expect(team.menus).not.toHaveBeenCalled();
  });

  it('reads staff routes from their permission names', async () => {
    user.info.mockResolvedValue(userInfo({ parentId: 12, userId: 40, permissions: [] }));
    team.menus.mockResolvedValue(['FXIndex']);
    const session = await loadSignedInSession(new QueryClient());
    expect(session?.permittedRoutes).toEqual(['/home/dashboard', '/home/fx-index']);
  });

  it('gives staff the dashboard only when their menus cannot be read', async () => {
    user.info.mockResolvedValue(userInfo({ parentId: 12, userId: 40, permissions: [] }));
    team.menus.mockRejectedValue(new Error('Exception at system interface 404'));
    const session = await loadSignedInSession(new QueryClient());
    expect(session?.permittedRoutes).toEqual(['/home/dashboard']);
  });

  it('clears the session when the user info fails, and holds back the client’s own redirect to /login', async () => {
    const navigate = vi.fn();
    setApiNavigator(navigate);
    user.info.mockImplementation(async () => {
      // What the API client does on -1001: clear and ask to go to /login.
      navigateFromApi('/login');
      throw new Error('Not logged in or login expired');
    });
    localStorage.setItem('userInfo', '{}');
    expect(await loadSignedInSession(new QueryClient())).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    navigateFromApi('/login');
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
