import { READ } from './keys.ts';

/**
 * Call options of every price quote (send, top-up, collection, conversion). A quote moves no
 * money and books nothing (the server keeps the priced offer until it expires or an order uses
 * it), so it is sent past the duplicate-submit guard like a read: asking again right after a
 * Cancel (or pressing twice) must price again, where the guard refused the repeat inside its
 * window and left the press with a "being processed" warning and no figures.
 */
export const QUOTE_CALL = READ;
