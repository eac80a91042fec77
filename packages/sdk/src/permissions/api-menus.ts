import type { UserInfo } from '../contract/schemas/user.ts';
import { filterMenus, type MenuItem } from './menu-item.ts';
import { ApiMenu } from './names.ts';

const APPROVED = 1;

/**
 * The request log's menu entry. It is no permission of its own (roles are built from spec
 * section 6's names): like its call, it goes with either order list, C2B or B2C.
 */
export const REQUEST_LOG_MENU = 'HomeApiRequestLog';

function apiCatalogue(): MenuItem[] {
  return [
    { kind: 'page', name: ApiMenu.Account, path: '/homeApi/account', titleId: 'menu.api.account' },
    { kind: 'page', name: ApiMenu.C2B, path: '/homeApi/c2b', titleId: 'menu.api.c2b' },
    { kind: 'page', name: ApiMenu.B2C, path: '/homeApi/b2c', titleId: 'menu.api.b2c' },
    { kind: 'page', name: REQUEST_LOG_MENU, path: '/homeApi/request-log', titleId: 'menu.api.requestLog' },
    {
      kind: 'group',
      name: ApiMenu.Suspense,
      titleId: 'menu.api.suspense',
      children: [
        { kind: 'page', name: ApiMenu.SuspenseTransactionRecord, path: '/homeApi/suspense-record', titleId: 'menu.api.suspense.record' },
        { kind: 'page', name: ApiMenu.SuspenseTopUp, path: '/homeApi/suspense-recharge', titleId: 'menu.api.suspense.recharge' },
        { kind: 'page', name: ApiMenu.SuspenseCashOut, path: '/homeApi/suspense-cashOut', titleId: 'menu.api.suspense.cashOut' },
        { kind: 'page', name: ApiMenu.SuspenseTransfer, path: '/homeApi/suspense-transfer', titleId: 'menu.api.suspense.transfer' },
      ],
    },
    { kind: 'page', name: ApiMenu.Docs, path: '/homeApi/docs', titleId: 'menu.api.docs' },
  ];
}

/**
 * The API-area menu. Nothing until API access is approved (auditStatus 1); then the main account
 * sees everything and staff see C2B, B2C and each Suspense item their permission names allow.
 * User center and docs are there for everyone once approved.
 */
export function buildApiMenus(
  user: Pick<UserInfo, 'parentId'>,
  auditStatus: number | null | undefined,
  staffPermissionNames: readonly string[] = [],
): MenuItem[] {
  if (auditStatus !== APPROVED) return [];
  if (user.parentId === 0) return apiCatalogue();
  const seesOrders = staffPermissionNames.some((name) => name === ApiMenu.C2B || name === ApiMenu.B2C);
  return filterMenus(apiCatalogue(), new Set([ApiMenu.Account, ApiMenu.Docs, ...(seesOrders ? [REQUEST_LOG_MENU] : []), ...staffPermissionNames]));
}
