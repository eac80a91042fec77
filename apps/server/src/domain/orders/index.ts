/**
 * Orders: sends, top-ups and collections, their settlement by the rails and the operator, lists
 * and export. See docs/ledger.md. Other features (FX, the merchant API) build on these pieces.
 */
export { type Actor, type MoneyContext, railContext, silentLog } from './context.ts';
export { DuplicateOrderError, refuseDuplicate, requestHash } from './duplicate.ts';
export { checkFundPassword } from './fund-password.ts';
export { exportOrders, listOrders, type OrderFilter } from './list.ts';
export { MAX_ORDER_MINOR, parameterError, parseAmount, payCurrency, payoutCurrency, type CurrencyInfo } from './money.ts';
export { postLateReceipt, postLegs, postRechargeCredit, postSendDebit, postingKey, type RechargeMoney, type SendMoney } from './postings.ts';
export { checkLimits, isManualChannel, offerFor, taxOnFee } from './pricing.ts';
export { convertDown, convertUpInverse, currentRate, rateText, rateUnits, RATE_SCALE, seedExchangeRates } from './rates.ts';
export { createCollection, createTopUp, PAYBILL_NUMBER, payPaybillInSandbox, quoteRecharge, refuseUncollectable } from './recharge.ts';
export { findByClientOrderNo, findOrder, generateSn, insertOrder, orderBySn, toOrder, type NewOrder, type OrderRow } from './repository.ts';
export type { MoneyOptions, MoneyRuntime } from './runtime.ts';
export { createCrossBorderSend, createDomesticSend, quoteCrossBorder, quoteDomestic } from './send.ts';
export {
  applyOutcome,
  cancelOrder,
  checkOrderStatus,
  createSettlementSink,
  resolveOrder,
  reviewManualOrder,
  settleOrderFromRail,
  submitToRail,
  submitWithin,
  type FinalOutcome,
  type OperatorDecision,
  type SettleResult,
} from './settle.ts';
export { notifyOrderStatusChange, onOrderStatusChange, type OrderStatusChange, type OrderStatusListener } from './status-hooks.ts';
export { assertTransition, canCancel, FINAL_STATUSES, isAllowed, type OrderStatusValue } from './state.ts';
