import type { Order, Quote } from '@mizani/sdk';
import type { FeeArrivesKind, FeeFigures, FeeTotalKind } from '@mizani/ui/fee-breakdown';

/** A send's quote as the fee breakdown shows it: what leaves the wallet, and what the recipient gets in their currency. */
export function quoteFigures(quote: Quote): FeeFigures {
  return {
    currencyId: quote.currencyId,
    amount: quote.amount,
    fee: quote.fee,
    taxFee: quote.taxFee,
    totalAmount: quote.totalAmount,
    receivedAmount: quote.receivedAmount,
    receivedCurrencyId: quote.toCurrencyId,
    rate: quote.scope === 1 ? quote.rate : null,
  };
}

/**
 * A booked order as the fee breakdown shows it, with how its lines are named: a send debits the
 * wallet and pays the recipient (in their currency), a top-up or collection is paid in and credits
 * the wallet.
 */
export function orderFigures(order: Order): { figures: FeeFigures; total: FeeTotalKind; arrives: FeeArrivesKind } {
  const send = order.flow === 'send';
  return {
    figures: {
      currencyId: order.currencyId,
      amount: order.payAmount,
      fee: order.netFeeAmount,
      taxFee: order.taxFee,
      totalAmount: order.totalAmount,
      receivedAmount: order.receivedAmount,
      receivedCurrencyId: send ? order.toCurrencyId : order.currencyId,
      rate: send && order.scope === 1 ? order.rate : null,
    },
    total: send ? 'debited' : 'paid',
    arrives: send ? 'recipient' : 'wallet',
  };
}
