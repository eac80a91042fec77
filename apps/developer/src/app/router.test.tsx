import { createQueryClient } from '@mizani/ui/app';
import { createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserLoader } from '../lib/session/load-user.ts';
import { BASENAME } from '../paths.ts';
import { createRoutes } from './router.tsx';

const { user, userApi, call } = vi.hoisted(() => ({ user: { info: vi.fn() }, userApi: { info: vi.fn() }, call: vi.fn() }));
vi.mock('../lib/api.ts', () => ({ api: { user, userApi, call } }));

/** The console's routes at `path`, as main.tsx builds them, without drawing anything. */
function openConsole(path: string, signedIn: boolean) {
  const queryClient = createQueryClient();
  const leaveApp = vi.fn<(href: string) => void>();
  const deps = { hasToken: () => signedIn, leaveApp, loadUser: createUserLoader(queryClient), queryClient };
  createMemoryRouter(createRoutes(deps), { basename: BASENAME, initialEntries: [path] });
  return { leaveApp };
}

describe("a console page's first requests", () => {
  beforeEach(() => {
    for (const fn of [user.info, userApi.info, call]) fn.mockReset();
    // The session check never ends: whatever else is asked was asked beside it, not after it.
    user.info.mockReturnValue(new Promise(() => {}));
    userApi.info.mockReturnValue(new Promise(() => {}));
    call.mockReturnValue(new Promise(() => {}));
  });

  it('asks for the API access info while the user is being checked', async () => {
    openConsole('/homeApi/account', true);
    await vi.waitFor(() => expect(userApi.info).toHaveBeenCalledTimes(1));
    expect(user.info).toHaveBeenCalledTimes(1);
    expect(call).not.toHaveBeenCalled();
  });

  it("asks for a suspense screen's balances while the user is being checked", async () => {
    openConsole('/homeApi/suspense-cashOut', true);
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('suspense.balance', {}, expect.anything()));
    expect(user.info).toHaveBeenCalledTimes(1);
    expect(userApi.info).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a session, and goes to log in', async () => {
    const { leaveApp } = openConsole('/homeApi/suspense-record', false);
    await vi.waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/login?redirect=%2FhomeApi%2Fsuspense-record'));
    for (const fn of [user.info, userApi.info, call]) expect(fn).not.toHaveBeenCalled();
  });
});
