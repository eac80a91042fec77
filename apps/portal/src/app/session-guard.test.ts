import type { UserInfo } from '@mizani/sdk';
import { queryKeys } from '@mizani/sdk/query';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createSessionGuard } from './session-guard.ts';
import type { SignedInSession } from './signed-in-session.ts';

const mainUser = { userId: 12, parentId: 0, nickName: 'Amani Demo', accountNo: 'MZ1' } as UserInfo;
const session: SignedInSession = { user: mainUser, permittedRoutes: ['/home/dashboard', '/home/info', '/home/psp-order'] };

function setup(token: string | null, load: () => Promise<SignedInSession | null> = async () => session) {
  const queryClient = new QueryClient();
  let current = token;
  const loadSession = vi.fn(load);
  const guard = createSessionGuard({ queryClient, getToken: () => current, loadSession });
  const visit = (path: string) => guard({ request: new Request(`http://localhost${path}`), params: {}, context: undefined } as never);
  return { queryClient, loadSession, visit, setToken: (next: string | null) => (current = next) };
}

/** The location a thrown redirect points at, or the loader's data when it did not redirect. */
async function outcome(result: Promise<unknown>): Promise<{ redirect: string } | { data: unknown }> {
  try {
    return { data: await result };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') ?? '' };
    throw thrown;
  }
}

describe('session guard loader', () => {
  it('lets a visitor see public pages, as nobody', async () => {
    const { visit, loadSession } = setup(null);
    expect(await outcome(visit('/aboutUs'))).toEqual({ data: { user: null } });
    expect(loadSession).not.toHaveBeenCalled();
  });

  it('sends a visitor from the signed-in area to the login, keeping the wanted path and query', async () => {
    const { visit } = setup(null);
    expect(await outcome(visit('/home/info'))).toEqual({ redirect: '/login?redirect=%2Fhome%2Finfo' });
    expect(await outcome(visit('/home/psp-order?pageNum=2'))).toEqual({ redirect: '/login?redirect=%2Fhome%2Fpsp-order%3FpageNum%3D2' });
  });

  it('sends a signed-in user from the login to the dashboard without fetching anything', async () => {
    const { visit, loadSession } = setup('token-1');
    expect(await outcome(visit('/login?redirect=%2Fhome%2Finfo'))).toEqual({ redirect: '/home/dashboard' });
    expect(await outcome(visit('/register'))).toEqual({ redirect: '/home/dashboard' });
    expect(loadSession).not.toHaveBeenCalled();
  });

  it('loads the user first, then lets the navigation through with the user', async () => {
    const { visit, loadSession } = setup('token-1');
    expect(await outcome(visit('/home/info'))).toEqual({ data: { user: mainUser } });
    expect(await outcome(visit('/'))).toEqual({ data: { user: mainUser } });
    expect(loadSession).toHaveBeenCalledTimes(2);
  });

  it('sends a page the menus do not permit to /401', async () => {
    const { visit } = setup('token-1');
    expect(await outcome(visit('/home/system-userTeam'))).toEqual({ redirect: '/401' });
  });

  it('goes to / when the user info cannot be loaded', async () => {
    const { visit } = setup('garbage', async () => null);
    expect(await outcome(visit('/home/dashboard'))).toEqual({ redirect: '/' });
    expect(await outcome(visit('/aboutUs'))).toEqual({ redirect: '/' });
  });

  it('forgets the cached user when the token is cleared or replaced elsewhere', async () => {
    const { visit, queryClient, setToken } = setup('token-1');
    await visit('/home/info');
    queryClient.setQueryData(queryKeys.user.info(), mainUser);

    setToken('token-2');
    await visit('/');
    expect(queryClient.getQueryData(queryKeys.user.info())).toBeUndefined();

    queryClient.setQueryData(queryKeys.user.info(), mainUser);
    setToken(null);
    expect(await outcome(visit('/'))).toEqual({ data: { user: null } });
    expect(queryClient.getQueryData(queryKeys.user.info())).toBeUndefined();
  });

  it('keeps what the login page cached for the new session', async () => {
    const { visit, queryClient, setToken } = setup(null);
    await visit('/login');
    setToken('token-1');
    queryClient.setQueryData(queryKeys.user.info(), mainUser);
    await visit('/home/dashboard');
    expect(queryClient.getQueryData(queryKeys.user.info())).toBe(mainUser);
  });
});
