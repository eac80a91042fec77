/**
 * Payment rails: one adapter per payment channel of spec section 3 behind the `Rail` interface.
 *
 * Using a rail:
 * - `getRail(channel)` gives the adapter; an unknown channel is -1008. The rails work on the
 *   database the application bound with `bindRails` (buildApp does it through `railFeature`);
 *   pass a context as the second argument to use another one (a script, a test).
 * - Call a provider rail's `submit` after the order is committed, never inside a database
 *   transaction: its payment cannot be rolled back. A rail that `decidesInDatabase` (internal,
 *   manual, sandbox) may be given the order's transaction as its context's `db`: its record then
 *   commits with the order (`submitWithin` of the orders).
 * - `submit` does not throw for a bad destination: it answers `failed` with the reason. To refuse
 *   such a request before taking any money, call `checkRailRequest(db, request)` first.
 * - The same `sn` again gets the first answer (the order number is the idempotency key).
 * - Manual channels (200, 300, 503, 504) answer `pending` and stay so (the operator settles the
 *   order), or `success` at once while the sandbox auto-approve switch is on.
 * - A late answer reaches the sink given to `startRailScheduler`; `checkStatus` gives the same
 *   answer once it is due. Either may come first, and the sink may see an answer twice.
 * - Outside sandbox mode only the internal (0) and manual rails work; the others reject with
 *   `RailNotConfiguredError` (see `railConfigured`).
 */
import { fieldError } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import { createRail, type RailContext } from './adapters.ts';
import { isPaymentChannel } from './rules.ts';
import type { Rail } from './types.ts';

export type { Rail, RailDirection, RailOutcome, RailRequest, RailResultSink } from './types.ts';
export { checkRailRequest, LATE_ANSWER_MS, RailNotConfiguredError, railConfigured, type RailContext } from './adapters.ts';
export {
  lookUpName,
  NAME_CHECK_LIMITS,
  NAME_CHECK_WINDOW_MS,
  refuseUnknownAccount,
  sameName,
  sandboxRegisteredName,
  type NameCheckCaller,
  type NameCheckContext,
  type NameCheckRequest,
} from './name-check.ts';
export { CHANNEL_RULES, PHONE_RULES, phoneProblem, requestProblem, type ChannelRule, type PhoneRule } from './rules.ts';
export {
  DEFAULT_POLL_MS,
  runDueRailEvents,
  startRailScheduler,
  stopRailScheduler,
  type RailScheduler,
  type RailSchedulerOptions,
} from './scheduler.ts';

// Most recent last: with several applications in one process (tests), the newest one is used.
const bound: RailContext[] = [];

/** Makes `getRail` work on this database and mode; returns the function that undoes it. */
export function bindRails(context: RailContext): () => void {
  bound.push(context);
  return () => {
    const index = bound.lastIndexOf(context);
    if (index !== -1) bound.splice(index, 1);
  };
}

export function getRail(channel: number, context?: RailContext): Rail {
  if (!isPaymentChannel(channel)) {
    throw fieldError('payType', 'choice', `${channel} is not a payment channel`);
  }
  const use = context ?? bound.at(-1);
  if (!use) throw new Error('The payment rails are not bound to a database: build the app (railFeature) or call bindRails first.');
  return createRail(channel, use);
}

/** Binds the rails to the application's database and mode for as long as it is open. */
export function railFeature(app: App): void {
  const unbind = bindRails({ db: app.db, sandbox: app.config.sandbox });
  app.addHook('onClose', async () => unbind());
}
