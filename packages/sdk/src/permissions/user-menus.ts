import type { UserInfo } from '../contract/schemas/user.ts';
import { filterMenus, type MenuItem } from './menu-item.ts';
import { Btn, Menu } from './names.ts';

type MenuUser = Pick<UserInfo, 'parentId' | 'pspFlag' | 'mrpFlag' | 'channelTypeList'>;

const page = (name: string, path: string, titleId: MenuItem['titleId'], children?: MenuItem[]): MenuItem =>
  children ? { kind: 'page', name, path, titleId, children } : { kind: 'page', name, path, titleId };
const group = (name: string, titleId: MenuItem['titleId'], children: MenuItem[]): MenuItem => ({ kind: 'group', name, titleId, children });
const button = (name: string, titleId: MenuItem['titleId']): MenuItem => ({ kind: 'button', name, titleId });
const section = (name: string, titleId: MenuItem['titleId']): MenuItem => ({ kind: 'section', name, titleId });

const dashboard = () => page(Menu.Dashboard, '/home/dashboard', 'menu.dashboard');

const userGroup = () =>
  group(Menu.User, 'menu.user', [page(Menu.UserInfo, '/home/info', 'menu.user.info'), page(Menu.UserKyc, '/home/kyc', 'menu.user.kyc')]);

type ServiceEntry = 'send' | 'topUp' | 'collection';
const SERVICE_ENTRIES: readonly ServiceEntry[] = ['send', 'topUp', 'collection'];

function serviceGroup(scope: 'psp' | 'mrp', entries: ReadonlySet<ServiceEntry>): MenuItem {
  const names =
    scope === 'psp'
      ? { group: Menu.PSP, send: Menu.PSPIndex, topUp: Menu.PSPRecharge, collection: Menu.PSPRechargeCobo, order: Menu.PSPOrder }
      : { group: Menu.MRP, send: Menu.MRPIndex, topUp: Menu.MRPRecharge, collection: Menu.MRPRechargeCobo, order: Menu.MRPOrder };
  const paths = { send: `/home/${scope}-index`, topUp: `/home/${scope}-recharge`, collection: `/home/${scope}-recharge-cobo` };
  const children = SERVICE_ENTRIES.filter((entry) => entries.has(entry)).map((entry) =>
    page(names[entry], paths[entry], `menu.${scope}.${entry}` as const),
  );
  // Order management is there whenever the service is.
  children.push(page(names.order, `/home/${scope}-order`, `menu.${scope}.order` as const));
  return group(names.group, `menu.${scope}` as const, children);
}

function assetsGroup(payeeButtons: MenuItem[], vaButtons: MenuItem[]): MenuItem {
  return group(Menu.Assets, 'menu.assets', [
    page(Menu.AssetsTotal, '/home/assets', 'menu.assets.total', [section(Menu.AssetsPSP, 'menu.assets.psp'), section(Menu.AssetsMRP, 'menu.assets.mrp')]),
    page(Menu.AssetsOrder, '/home/assets-order', 'menu.assets.order'),
    page(Menu.AssetsPayee, '/home/assets-payee', 'menu.assets.payee', payeeButtons.length ? payeeButtons : undefined),
    page(Menu.AssetsVAAccount, '/home/assets-vaAccount', 'menu.assets.vaAccount', vaButtons.length ? vaButtons : undefined),
  ]);
}

const fxGroup = () =>
  group(Menu.FX, 'menu.fx', [
    page(Menu.FXIndex, '/home/fx-index', 'menu.fx.index'),
    page(Menu.FXHistory, '/home/fx-history', 'menu.fx.history'),
    page(Menu.FXConvert, '/home/fx-convert', 'menu.fx.convert'),
  ]);

const systemGroup = () =>
  group(Menu.System, 'menu.system', [
    page(Menu.SystemUserRole, '/home/system-userRole', 'menu.system.role'),
    page(Menu.SystemUserTeam, '/home/system-userTeam', 'menu.system.team'),
  ]);

const homeApi = () => page(Menu.HomeApi, '/homeApi', 'menu.homeApi');

const payeeAdd = () => button(Btn.AssetsPayeeAdd, 'menu.btn.add');
const payeeEdit = () => button(Btn.AssetsPayeeEdit, 'menu.btn.edit');
const payeeDelete = () => button(Btn.AssetsPayeeDelete, 'menu.btn.delete');
const vaAdd = () => button(Btn.VAAccountAdd, 'menu.btn.add');

/** Every menu, section and button a role can be given: the tree staff permissions are read against. */
export function menuCatalogue(): MenuItem[] {
  const all = new Set<ServiceEntry>(SERVICE_ENTRIES);
  return [
    dashboard(),
    userGroup(),
    serviceGroup('psp', all),
    serviceGroup('mrp', all),
    assetsGroup([payeeAdd(), payeeEdit(), payeeDelete()], [vaAdd()]),
    fxGroup(),
    systemGroup(),
    homeApi(),
  ];
}

function entriesOf(user: MenuUser, type: 0 | 1): Set<ServiceEntry> {
  const entries = new Set<ServiceEntry>();
  for (const item of user.channelTypeList) {
    if (item.type !== type) continue;
    if (item.channelType === 0) entries.add('send');
    else if (item.channelType === -1) entries.add('topUp');
    else if (item.channelType === 1) entries.add('collection');
  }
  return entries;
}

/** The main account's menus, as spec section 6 lists them. */
function mainAccountMenus(user: MenuUser): MenuItem[] {
  const menus = [dashboard(), userGroup()];
  if (user.pspFlag === 0) menus.push(serviceGroup('psp', entriesOf(user, 0)));
  if (user.mrpFlag === 0) menus.push(serviceGroup('mrp', entriesOf(user, 1)));
  menus.push(assetsGroup([payeeAdd(), payeeEdit()], []), fxGroup(), systemGroup(), homeApi());
  return menus;
}

/**
 * The side menu (and the sections and buttons within) for a user. A main account (parentId 0) gets
 * the spec's fixed set shaped by its service flags and channel list; staff get what their role's
 * permission names (from `/user/team/menus`) allow. Dashboard is always first.
 */
export function buildUserMenus(user: MenuUser, staffPermissionNames: readonly string[] = []): MenuItem[] {
  if (user.parentId === 0) return mainAccountMenus(user);
  const allowed = new Set([Menu.Dashboard, ...staffPermissionNames]);
  return filterMenus(menuCatalogue(), allowed);
}

/** Signed-in routes outside the permission scheme: every signed-in user may open them. */
export const ALWAYS_PERMITTED_USER_PATHS = ['/home', '/home/dashboard', '/home/kyc-auth', '/home/notice', '/home/docs'] as const;
