import type { MoneyPreview, PaymentChannel, SuspenseQuoteBody } from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import { priceMerchantOrder } from '../merchant/orders.ts';
import { fieldError } from '../../http/errors.ts';
import { parseAmount, payCurrency, type MoneyContext } from '../orders/index.ts';

/**
 * `/user/suspense/quote`: what a suspense move takes from the wallet it leaves and what arrives,
 * before the user confirms it. A cash-out is a payout, priced by `priceMerchantOrder` exactly as
 * `createPayout` books it (the channel's fee and the duty on it, on top of the amount). A top-up
 * or transfer between the account's own wallets carries no fee: `moveSuspense` posts the amount
 * alone, so the preview says 0 for fee and tax rather than leaving them out. Books nothing.
 */
export async function quoteSuspenseMove(ctx: MoneyContext, body: SuspenseQuoteBody): Promise<MoneyPreview> {
  const currency = await payCurrency(ctx.db, body.currencyId);
  const amount = parseAmount(body.amount, currency);
  let fee = 0n;
  let tax = 0n;
  if (body.move === 'cashOut') {
    if (body.channel === undefined) throw fieldError('channel', 'required', 'is required to price a cash-out');
    ({ fee, tax } = await priceMerchantOrder(ctx, 'payout', body.channel as PaymentChannel, currency, amount));
  } else if (body.move === 'transfer' && body.direction === undefined) {
    throw fieldError('direction', 'required', 'is required to price a transfer');
  }
  const money = (minor: bigint) => fromMinorUnits(minor, currency.scale);
  return {
    currencyId: currency.id,
    amount: money(amount),
    fee: money(fee),
    taxFee: money(tax),
    totalAmount: money(amount + fee + tax),
    receivedAmount: money(amount),
  };
}
