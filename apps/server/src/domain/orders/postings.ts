/**
 * The ledger entries of each order flow (docs/ledger.md has the table). Every function returns
 * entries that sum to zero in each currency; `post` refuses anything else.
 */
import type { Db } from '../../db/types.ts';
import { postToAccounts, type AccountSpec, type LegInput, type Posting } from '../ledger/index.ts';

type Leg = LegInput;

/** Posts an order's legs, leaving out those of zero (no fee, no tax). */
export function postLegs(tx: Db, key: string, kind: string, orderSn: string, legs: Leg[], at: Date): Promise<Posting> {
  return postToAccounts(tx, { idempotencyKey: key, kind, orderSn, legs: legs.filter((leg) => leg.amountMinor !== 0n), at });
}

export const postingKey = {
  debit: (sn: string) => `order:${sn}:debit`,
  refund: (sn: string) => `order:${sn}:refund`,
  credit: (sn: string) => `order:${sn}:credit`,
  lateReceipt: (sn: string) => `order:${sn}:late-receipt`,
};

export interface SendMoney {
  sn: string;
  ownerId: number;
  scope: 0 | 1;
  payType: number;
  currencyId: string;
  amount: bigint;
  fee: bigint;
  tax: bigint;
  /** Cross-border: what the recipient gets in `toCurrencyId`; equal to `amount` when not converted. */
  toCurrencyId: string;
  toAmount: bigint;
  /** An internal transfer (channel 0): the receiving main account. */
  recipientUserId?: number | null;
}

/**
 * Takes a send's money from the wallet: amount + fee + tax out of the wallet; the amount towards
 * the rail's clearing account (or straight into the recipient's wallet for an internal transfer),
 * the fee to fee income and the tax to tax payable. Across currencies the amount goes through the
 * FX liquidity account of each currency, so each currency balances on its own.
 */
export function postSendDebit(tx: Db, money: SendMoney, at: Date): Promise<Posting> {
  const { currencyId, toCurrencyId } = money;
  const total = money.amount + money.fee + money.tax;
  const legs: Leg[] = [
    { spec: { kind: 'wallet', ownerId: money.ownerId, scope: money.scope, currencyId }, amountMinor: -total },
    { spec: { kind: 'fee_income', currencyId }, amountMinor: money.fee },
    { spec: { kind: 'tax_payable', currencyId }, amountMinor: money.tax },
  ];
  const destination: AccountSpec =
    money.recipientUserId != null
      ? { kind: 'wallet', ownerId: money.recipientUserId, scope: money.scope, currencyId: toCurrencyId }
      : { kind: 'rail_clearing', channel: money.payType, currencyId: toCurrencyId };
  if (toCurrencyId === currencyId) {
    legs.push({ spec: destination, amountMinor: money.amount });
  } else {
    legs.push(
      { spec: { kind: 'fx_liquidity', currencyId }, amountMinor: money.amount },
      { spec: { kind: 'fx_liquidity', currencyId: toCurrencyId }, amountMinor: -money.toAmount },
      { spec: destination, amountMinor: money.toAmount },
    );
  }
  const kind = money.recipientUserId != null ? 'transfer' : money.scope === 1 ? 'send_cross_border' : 'send';
  return postLegs(tx, postingKey.debit(money.sn), kind, money.sn, legs, at);
}

export interface RechargeMoney {
  sn: string;
  ownerId: number;
  scope: 0 | 1;
  flow: 'topup' | 'collection';
  payType: number;
  currencyId: string;
  amount: bigint;
  fee: bigint;
  tax: bigint;
  /** Where the net amount goes: the main wallet (default), or the merchant's suspense wallet (API pay-ins). */
  into?: 'wallet' | 'suspense';
}

/**
 * Credits money that arrived for a top-up or collection: the full amount out of the channel's
 * clearing account (the rail or the operator now holds it for us), the amount less fee and tax
 * into the wallet (or the merchant's suspense wallet).
 */
export function postRechargeCredit(tx: Db, money: RechargeMoney, at: Date): Promise<Posting> {
  const { currencyId } = money;
  return postLegs(
    tx,
    postingKey.credit(money.sn),
    money.flow,
    money.sn,
    [
      { spec: { kind: 'rail_clearing', channel: money.payType, currencyId }, amountMinor: -money.amount },
      {
        spec: money.into === 'suspense' ? { kind: 'suspense', ownerId: money.ownerId, currencyId } : { kind: 'wallet', ownerId: money.ownerId, scope: money.scope, currencyId },
        amountMinor: money.amount - money.fee - money.tax,
      },
      { spec: { kind: 'fee_income', currencyId }, amountMinor: money.fee },
      { spec: { kind: 'tax_payable', currencyId }, amountMinor: money.tax },
    ],
    at,
  );
}

/**
 * Money a rail delivered for an order that no longer waits for it (cancelled or rejected first):
 * it is kept in the house suspense account for the operator to return or allocate, never credited
 * to a wallet behind the user's back and never lost.
 */
export function postLateReceipt(tx: Db, money: { sn: string; payType: number; currencyId: string; amount: bigint }, at: Date): Promise<Posting> {
  return postLegs(
    tx,
    postingKey.lateReceipt(money.sn),
    'late_receipt',
    money.sn,
    [
      { spec: { kind: 'rail_clearing', channel: money.payType, currencyId: money.currencyId }, amountMinor: -money.amount },
      { spec: { kind: 'suspense', ownerId: null, currencyId: money.currencyId }, amountMinor: money.amount },
    ],
    at,
  );
}
