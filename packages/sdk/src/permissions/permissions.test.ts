import { en } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import { describe, expect, it } from 'vitest';
import { sampleUserInfo } from '../test-fixtures.ts';
import {
  ALWAYS_PERMITTED_USER_PATHS,
  buildApiMenus,
  buildUserMenus,
  canSeeApiShortcut,
  hasPermission,
  isPublicPath,
  isSignedOutOnlyPath,
  menuCatalogue,
  menuNames,
  PUBLIC_PATHS,
  resolvePermissions,
  routesFromMenus,
  type MenuItem,
} from './index.ts';

const staff = (overrides = {}) => sampleUserInfo({ parentId: 7, userId: 31, ...overrides });

/** A compact picture of a menu tree: name, and children's pictures. */
function shape(items: MenuItem[]): unknown[] {
  return items.map((item) => (item.children ? { [item.name]: shape(item.children) } : item.name));
}

describe('client-held permissions', () => {
  it('gives full permission to anyone but staff, and nothing to staff', () => {
    expect(resolvePermissions(sampleUserInfo())).toEqual(['*:*:*']);
    expect(resolvePermissions(sampleUserInfo({ userType: 'user' }))).toEqual(['*:*:*']);
    expect(resolvePermissions(staff())).toEqual([]);
    expect(resolvePermissions(null)).toEqual([]);
  });

  it("passes with '*:*:*' or any one required value", () => {
    expect(hasPermission(['*:*:*'], 'Btn:AssetsPayee:Delete')).toBe(true);
    expect(hasPermission(['Btn:AssetsPayee:Add'], ['Btn:AssetsPayee:Edit', 'Btn:AssetsPayee:Add'])).toBe(true);
    expect(hasPermission(['Btn:AssetsPayee:Add'], 'Btn:AssetsPayee:Delete')).toBe(false);
    expect(hasPermission([], 'Btn:VAAccount:Add')).toBe(false);
  });

  it('throws for a guard with no value', () => {
    expect(() => hasPermission(['*:*:*'], '')).toThrow();
    expect(() => hasPermission(['*:*:*'], [])).toThrow();
    expect(() => hasPermission(['*:*:*'], ['Btn:VAAccount:Add', ''])).toThrow();
  });

  it("a main account's payee page lists Add and Edit, and its full permission still passes every button", () => {
    const user = sampleUserInfo();
    const payee = buildUserMenus(user)
      .flatMap((item) => item.children ?? [])
      .find((item) => item.name === 'AssetsPayee');
    expect(payee?.children?.map((b) => b.name)).toEqual(['Btn:AssetsPayee:Add', 'Btn:AssetsPayee:Edit']);
    expect(hasPermission(resolvePermissions(user), 'Btn:AssetsPayee:Delete')).toBe(true);
  });
});

describe('main-account menus', () => {
  it('follows the service flags and the channel list', () => {
    const user = sampleUserInfo({
      pspFlag: 0,
      mrpFlag: 0,
      channelTypeList: [
        { type: 0, channelType: 1 },
        { type: 0, channelType: -1 },
        { type: 1, channelType: 0 },
      ],
    });
    expect(shape(buildUserMenus(user))).toEqual([
      'Dashboard',
      { User: ['UserInfo', 'UserKyc'] },
      { PSP: ['PSPRecharge', 'PSPRechargeCobo', 'PSPOrder'] },
      { MRP: ['MRPIndex', 'MRPOrder'] },
      {
        Assets: [
          { AssetsTotal: ['AssetsPSP', 'AssetsMRP'] },
          'AssetsOrder',
          { AssetsPayee: ['Btn:AssetsPayee:Add', 'Btn:AssetsPayee:Edit'] },
          'AssetsVAAccount',
        ],
      },
      { FX: ['FXIndex', 'FXHistory', 'FXConvert'] },
      { System: ['SystemUserRole', 'SystemUserTeam'] },
      'HomeApi',
    ]);
  });

  it('drops a service group whose flag is not 0, and keeps order management in an enabled one', () => {
    const names = menuNames(buildUserMenus(sampleUserInfo({ pspFlag: 1, mrpFlag: 0, channelTypeList: [] })));
    expect(names).not.toContain('PSP');
    expect(names).not.toContain('PSPOrder');
    expect(names).toContain('MRPOrder');
    expect(names).not.toContain('MRPIndex');
  });

  it('routes to the paths of spec section 2', () => {
    const routes = routesFromMenus(buildUserMenus(sampleUserInfo({ channelTypeList: [
      { type: 0, channelType: 0 },
      { type: 0, channelType: -1 },
      { type: 0, channelType: 1 },
      { type: 1, channelType: 0 },
      { type: 1, channelType: -1 },
      { type: 1, channelType: 1 },
    ] })));
    expect(routes).toEqual([
      '/home/dashboard',
      '/home/info',
      '/home/kyc',
      '/home/psp-index',
      '/home/psp-recharge',
      '/home/psp-recharge-cobo',
      '/home/psp-order',
      '/home/mrp-index',
      '/home/mrp-recharge',
      '/home/mrp-recharge-cobo',
      '/home/mrp-order',
      '/home/assets',
      '/home/assets-order',
      '/home/assets-payee',
      '/home/assets-vaAccount',
      '/home/fx-index',
      '/home/fx-history',
      '/home/fx-convert',
      '/home/system-userRole',
      '/home/system-userTeam',
      '/homeApi',
    ]);
    expect(ALWAYS_PERMITTED_USER_PATHS).toContain('/home/dashboard');
  });
});

describe('staff menus', () => {
  it('come from the permission names the server lists', () => {
    const menus = buildUserMenus(staff(), ['PSPIndex', 'AssetsMRP', 'AssetsPayee', 'Btn:AssetsPayee:Delete', 'FXIndex', 'Unknown']);
    expect(shape(menus)).toEqual([
      'Dashboard',
      { PSP: ['PSPIndex'] },
      { Assets: [{ AssetsTotal: ['AssetsMRP'] }, { AssetsPayee: ['Btn:AssetsPayee:Delete'] }] },
      { FX: ['FXIndex'] },
    ]);
    expect(routesFromMenus(menus)).toEqual(['/home/dashboard', '/home/psp-index', '/home/assets', '/home/assets-payee', '/home/fx-index']);
  });

  it('hold only the dashboard without any permission name', () => {
    expect(shape(buildUserMenus(staff()))).toEqual(['Dashboard']);
  });
});

describe('API service', () => {
  it('shows the shortcut to main accounts and to staff with a HomeApi permission', () => {
    expect(canSeeApiShortcut(sampleUserInfo(), [])).toBe(true);
    expect(canSeeApiShortcut(staff(), ['HomeApiSuspenseTopUp'])).toBe(true);
    expect(canSeeApiShortcut(staff(), ['PSPIndex'])).toBe(false);
    expect(canSeeApiShortcut(staff(), [])).toBe(false);
  });

  it('offers no menu until access is approved (auditStatus 1)', () => {
    for (const status of [-1, 0, 2, null, undefined]) expect(buildApiMenus(sampleUserInfo(), status, [])).toEqual([]);
  });

  it('gives the main account C2B, B2C, the request log, the four Suspense items and docs', () => {
    const menus = buildApiMenus(sampleUserInfo(), 1, []);
    expect(shape(menus)).toEqual([
      'HomeApiAccount',
      'HomeApiC2B',
      'HomeApiB2C',
      'HomeApiRequestLog',
      { HomeApiSuspense: ['HomeApiSuspenseTransactionRecord', 'HomeApiSuspenseTopUp', 'HomeApiSuspenseCashOut', 'HomeApiSuspenseTransfer'] },
      'HomeApiDocs',
    ]);
    expect(routesFromMenus(menus)).toEqual([
      '/homeApi/account',
      '/homeApi/c2b',
      '/homeApi/b2c',
      '/homeApi/request-log',
      '/homeApi/suspense-record',
      '/homeApi/suspense-recharge',
      '/homeApi/suspense-cashOut',
      '/homeApi/suspense-transfer',
      '/homeApi/docs',
    ]);
  });

  it('gives staff what their HomeApi permissions name, plus docs, and the request log with either order list', () => {
    expect(shape(buildApiMenus(staff(), 1, ['HomeApiB2C', 'HomeApiSuspenseCashOut']))).toEqual([
      'HomeApiAccount',
      'HomeApiB2C',
      'HomeApiRequestLog',
      { HomeApiSuspense: ['HomeApiSuspenseCashOut'] },
      'HomeApiDocs',
    ]);
    expect(shape(buildApiMenus(staff(), 1, ['HomeApiC2B', 'HomeApiSuspenseTransactionRecord', 'HomeApiSuspenseTopUp', 'HomeApiSuspenseTransfer']))).toEqual([
      'HomeApiAccount',
      'HomeApiC2B',
      'HomeApiRequestLog',
      { HomeApiSuspense: ['HomeApiSuspenseTransactionRecord', 'HomeApiSuspenseTopUp', 'HomeApiSuspenseTransfer'] },
      'HomeApiDocs',
    ]);
    expect(shape(buildApiMenus(staff(), 1, ['HomeApiSuspenseCashOut']))).toEqual(['HomeApiAccount', { HomeApiSuspense: ['HomeApiSuspenseCashOut'] }, 'HomeApiDocs']);
  });
});

describe('public paths', () => {
  it('lists the public screens of spec section 2', () => {
    expect([...PUBLIC_PATHS]).toEqual([
      '/',
      '/aboutUs',
      '/contactUs',
      '/press',
      '/login',
      '/login/254',
      '/login/255',
      '/register',
      '/forgotPassword',
      '/privacyNotice',
      '/termsConditions',
      '/401',
      '/404',
    ]);
  });

  it('matches a pathname regardless of trailing slash, query or hash', () => {
    expect(isPublicPath('/login/254')).toBe(true);
    expect(isPublicPath('/aboutUs/')).toBe(true);
    expect(isPublicPath('/press?page=2')).toBe(true);
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/login/256')).toBe(false);
    expect(isPublicPath('/home/dashboard')).toBe(false);
    expect(isSignedOutOnlyPath('/register')).toBe(true);
    expect(isSignedOutOnlyPath('/aboutUs')).toBe(false);
  });
});

describe('menu titles', () => {
  it('exist in both catalogues', () => {
    const titles = new Set<string>();
    const collect = (items: MenuItem[]) => items.forEach((item) => (titles.add(item.titleId), collect(item.children ?? [])));
    collect(menuCatalogue());
    collect(buildApiMenus(sampleUserInfo(), 1, []));
    for (const id of titles) {
      expect({ id, en: id in en, zh: id in zh }).toEqual({ id, en: true, zh: true });
    }
    expect(en['menu.psp.send']).toBe('Send money');
    expect(zh['menu.fx.convert']).toBe('即时兑换');
  });
});
