import { buildUserMenus, routesFromMenus } from '@mizani/sdk/permissions';
import { describe, expect, it } from 'vitest';
import { fakeUser as user } from '../test/fake-user.ts';
import { ALWAYS_PERMITTED_PATHS, decideRoute } from './route-guard.ts';

const main = user();
const mainRoutes = routesFromMenus(buildUserMenus(main));
const staff = user({ userId: 31, parentId: 12, permissions: [] });
const staffRoutes = routesFromMenus(buildUserMenus(staff, ['PSPIndex', 'FXIndex']));

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('route guard without a token', () => {
  it('opens every public page of spec section 2', () => {
    for (const path of ['/', '/aboutUs', '/contactUs', '/press', '/login', '/login/254', '/login/255', '/register', '/forgotPassword', '/privacyNotice', '/termsConditions', '/401']) {
      expect({ path, decision: decideRoute(path, false) }).toEqual({ path, decision: allow });
    }
  });

  it('ignores a trailing slash, the query and the hash of a public page', () => {
    expect(decideRoute('/aboutUs/', false)).toEqual(allow);
    expect(decideRoute('/press?year=2026', false)).toEqual(allow);
    expect(decideRoute('/#global-service', false)).toEqual(allow);
    expect(decideRoute('/login?redirect=%2Fhome%2Finfo', false)).toEqual(allow);
  });

  it('sends the signed-in area to the login with the wanted path as redirect', () => {
    expect(decideRoute('/home/info', false)).toEqual(to('/login?redirect=%2Fhome%2Finfo'));
    expect(decideRoute('/home', false)).toEqual(to('/login?redirect=%2Fhome'));
    expect(decideRoute('/home/dashboard', false)).toEqual(to('/login?redirect=%2Fhome%2Fdashboard'));
  });

  it('keeps the query of the wanted path in the redirect, and drops the hash', () => {
    expect(decideRoute('/home/psp-order?status=1&pageNum=2#top', false)).toEqual(
      to(`/login?redirect=${encodeURIComponent('/home/psp-order?status=1&pageNum=2')}`),
    );
  });

  it('sends even an unknown or unpermitted /home page to the login rather than telling what exists', () => {
    expect(decideRoute('/home/no-such-screen', false)).toEqual(to('/login?redirect=%2Fhome%2Fno-such-screen'));
    expect(decideRoute('/home/system-userTeam', false)).toEqual(to('/login?redirect=%2Fhome%2Fsystem-userTeam'));
  });

  it('leaves a path that is no page at all to the public 404 page', () => {
    expect(decideRoute('/no/such/page', false)).toEqual(allow);
    expect(decideRoute('/login/256', false)).toEqual(allow);
    expect(decideRoute('/homeward', false)).toEqual(allow);
  });

  it('never needs the user info', () => {
    for (const path of ['/', '/home/info', '/login']) expect(decideRoute(path, false).kind).not.toBe('loadUser');
  });
});

describe('route guard with a token', () => {
  it('sends the login, register and recovery pages to the dashboard, before any user info is loaded', () => {
    for (const path of ['/login', '/login?redirect=%2Fhome%2Finfo', '/login/254', '/login/255', '/register', '/forgotPassword', '/register/']) {
      expect({ path, decision: decideRoute(path, true) }).toEqual({ path, decision: to('/home/dashboard') });
      expect({ path, decision: decideRoute(path, true, main, mainRoutes) }).toEqual({ path, decision: to('/home/dashboard') });
    }
  });

  it('asks for the user info first when it is not loaded, on any other page', () => {
    for (const path of ['/', '/aboutUs', '/home', '/home/dashboard', '/home/system-userTeam', '/no/such/page', '/401']) {
      expect({ path, decision: decideRoute(path, true) }).toEqual({ path, decision: { kind: 'loadUser' } });
    }
  });

  it('asks for the user info when the permitted routes are missing, even with the user', () => {
    expect(decideRoute('/home/dashboard', true, main)).toEqual({ kind: 'loadUser' });
    expect(decideRoute('/home/dashboard', true, null, mainRoutes)).toEqual({ kind: 'loadUser' });
  });

  it('opens the public pages once the user is loaded', () => {
    for (const path of ['/', '/aboutUs', '/contactUs', '/press', '/privacyNotice', '/termsConditions', '/401', '/no/such/page']) {
      expect({ path, decision: decideRoute(path, true, main, mainRoutes) }).toEqual({ path, decision: allow });
    }
  });

  it('opens every route of a main account’s menus', () => {
    for (const path of mainRoutes.filter((route) => route.startsWith('/home'))) {
      expect({ path, decision: decideRoute(path, true, main, mainRoutes) }).toEqual({ path, decision: allow });
    }
    expect(decideRoute('/home/system-userTeam', true, main, mainRoutes)).toEqual(allow);
  });

  it('sends a /home page the menus do not permit to /401', () => {
    // This main account has no domestic top-up channel, so that entry is not in its menus.
    expect(mainRoutes).not.toContain('/home/psp-recharge');
    expect(decideRoute('/home/psp-recharge', true, main, mainRoutes)).toEqual(to('/401'));
    expect(decideRoute('/home/psp-recharge?amount=10', true, main, mainRoutes)).toEqual(to('/401'));
    // A service switched off (flag 1) takes its whole group away.
    const noDomestic = user({ pspFlag: 1 });
    expect(decideRoute('/home/psp-order', true, noDomestic, routesFromMenus(buildUserMenus(noDomestic)))).toEqual(to('/401'));
  });

  it('gives staff only the routes their permission names list', () => {
    expect(decideRoute('/home/psp-index', true, staff, staffRoutes)).toEqual(allow);
    expect(decideRoute('/home/fx-index', true, staff, staffRoutes)).toEqual(allow);
    for (const path of ['/home/psp-order', '/home/assets', '/home/assets-payee', '/home/fx-convert', '/home/system-userRole', '/home/system-userTeam']) {
      expect({ path, decision: decideRoute(path, true, staff, staffRoutes) }).toEqual({ path, decision: to('/401') });
    }
  });

  it('keeps team and role management to the main account, and KYC/KYB to staff holding UserKyc', () => {
    const forged = routesFromMenus(buildUserMenus(staff, ['SystemUserRole', 'SystemUserTeam']));
    expect(decideRoute('/home/system-userRole', true, staff, forged)).toEqual(to('/401'));
    expect(decideRoute('/home/system-userTeam', true, staff, forged)).toEqual(to('/401'));
    expect(decideRoute('/home/kyc', true, staff, routesFromMenus(buildUserMenus(staff, [])))).toEqual(to('/401'));
    expect(decideRoute('/home/kyc', true, staff, routesFromMenus(buildUserMenus(staff, ['UserKyc'])))).toEqual(allow);
  });

  it('always opens the dashboard, profile, notices, docs and operation log', () => {
    const bare = routesFromMenus(buildUserMenus(staff, []));
    expect(bare).toEqual(['/home/dashboard']);
    for (const path of ['/home', '/home/dashboard', '/home/info', '/home/kyc-auth', '/home/notice', '/home/docs', '/home/operation-log']) {
      expect(ALWAYS_PERMITTED_PATHS).toContain(path);
      expect({ path, decision: decideRoute(path, true, staff, bare) }).toEqual({ path, decision: allow });
    }
  });

  it('counts a page below a permitted route as permitted, and one below a refused route as refused', () => {
    expect(decideRoute('/home/fx-index/KES-TZS', true, staff, staffRoutes)).toEqual(allow);
    expect(decideRoute('/home/psp-order/detail/SN123', true, staff, staffRoutes)).toEqual(to('/401'));
    expect(decideRoute('/home/notice/42', true, staff, [])).toEqual(allow);
  });

  it('does not let /home stand for every page below it', () => {
    expect(decideRoute('/home/system-userTeam', true, staff, ['/home', '/home/dashboard'])).toEqual(to('/401'));
  });

  it('leaves a /home path no menu knows to the router’s 404', () => {
    expect(decideRoute('/home/no-such-screen', true, staff, staffRoutes)).toEqual(allow);
  });
});
