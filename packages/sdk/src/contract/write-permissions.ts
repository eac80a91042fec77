import { ApiMenu, Btn, Menu } from '../permissions/names.ts';

/**
 * The permission names that let a staff member change something: send, top up, collect, convert,
 * submit KYC, the recipient and virtual-account buttons, and the API area's order lists (whose
 * notifications they may resend) and suspense moves. Every other name only lets one look. The
 * server's permission map accepts only these names on a call that writes, and the screens hide a
 * write control from a role without one of the names its call needs.
 */
export const WRITE_PERMISSIONS = [
  Menu.UserKyc,
  Menu.PSPIndex,
  Menu.PSPRecharge,
  Menu.PSPRechargeCobo,
  Menu.MRPIndex,
  Menu.MRPRecharge,
  Menu.MRPRechargeCobo,
  Menu.FXConvert,
  Btn.AssetsPayeeAdd,
  Btn.AssetsPayeeEdit,
  Btn.AssetsPayeeDelete,
  Btn.VAAccountAdd,
  ApiMenu.C2B,
  ApiMenu.B2C,
  ApiMenu.SuspenseTopUp,
  ApiMenu.SuspenseCashOut,
  ApiMenu.SuspenseTransfer,
] as const;
export type WritePermission = (typeof WRITE_PERMISSIONS)[number];

/** Cancelling an order is for who may make orders: send, top up or collect. */
export const ORDER_CANCEL_PERMISSIONS = [
  Menu.PSPIndex,
  Menu.MRPIndex,
  Menu.PSPRecharge,
  Menu.MRPRecharge,
  Menu.PSPRechargeCobo,
  Menu.MRPRechargeCobo,
] as const satisfies readonly WritePermission[];
