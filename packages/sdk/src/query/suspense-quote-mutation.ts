import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { QUOTE_CALL } from './quote-call.ts';

export type SuspenseQuoteVariables = BodyOf<'suspense.quote'>;
export type SuspenseQuoteData = DataOf<'suspense.quote'>;

/**
 * Prices a suspense recharge, transfer or cash-out (fee, tax, total, what arrives) before the user
 * confirms it. Nothing is booked, so nothing cached goes stale.
 */
export const [suspenseQuoteMutation, useSuspenseQuoteMutation] = bodyMutation('suspense.quote', [], QUOTE_CALL);
