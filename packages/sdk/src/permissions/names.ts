/**
 * Permission names (spec section 6). A menu entry's permission name is also its `name` in the menu
 * tree and the name the server lists for staff.
 */

/** The client-held permission that passes every check. */
export const ALL_PERMISSION = '*:*:*';

export const Menu = {
  Dashboard: 'Dashboard',
  User: 'User',
  UserInfo: 'UserInfo',
  UserKyc: 'UserKyc',
  PSP: 'PSP',
  PSPIndex: 'PSPIndex',
  PSPRecharge: 'PSPRecharge',
  PSPRechargeCobo: 'PSPRechargeCobo',
  PSPOrder: 'PSPOrder',
  MRP: 'MRP',
  MRPIndex: 'MRPIndex',
  MRPRecharge: 'MRPRecharge',
  MRPRechargeCobo: 'MRPRechargeCobo',
  MRPOrder: 'MRPOrder',
  Assets: 'Assets',
  /** The total-asset page; it holds the AssetsPSP and AssetsMRP sections. */
  AssetsTotal: 'AssetsTotal',
  AssetsPSP: 'AssetsPSP',
  AssetsMRP: 'AssetsMRP',
  AssetsOrder: 'AssetsOrder',
  AssetsPayee: 'AssetsPayee',
  AssetsVAAccount: 'AssetsVAAccount',
  FX: 'FX',
  FXIndex: 'FXIndex',
  FXHistory: 'FXHistory',
  FXConvert: 'FXConvert',
  System: 'System',
  SystemUserRole: 'SystemUserRole',
  SystemUserTeam: 'SystemUserTeam',
  HomeApi: 'HomeApi',
} as const;
export type MenuName = (typeof Menu)[keyof typeof Menu];

export const Btn = {
  AssetsPayeeAdd: 'Btn:AssetsPayee:Add',
  AssetsPayeeEdit: 'Btn:AssetsPayee:Edit',
  AssetsPayeeDelete: 'Btn:AssetsPayee:Delete',
  VAAccountAdd: 'Btn:VAAccount:Add',
} as const;
export type BtnName = (typeof Btn)[keyof typeof Btn];

/** Menus of the API service area (/homeApi). */
export const ApiMenu = {
  Account: 'HomeApiAccount',
  C2B: 'HomeApiC2B',
  B2C: 'HomeApiB2C',
  Suspense: 'HomeApiSuspense',
  SuspenseTransactionRecord: 'HomeApiSuspenseTransactionRecord',
  SuspenseTopUp: 'HomeApiSuspenseTopUp',
  SuspenseCashOut: 'HomeApiSuspenseCashOut',
  SuspenseTransfer: 'HomeApiSuspenseTransfer',
  Docs: 'HomeApiDocs',
} as const;
export type ApiMenuName = (typeof ApiMenu)[keyof typeof ApiMenu];
