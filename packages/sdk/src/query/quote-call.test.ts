import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeClient } from '../test-fixtures.ts';
import { fxQuoteMutation } from './fx-quote-mutation.ts';
import { orderCollectionQuoteMutation } from './order-collection-quote-mutation.ts';
import { orderMrpQuoteMutation } from './order-mrp-quote-mutation.ts';
import { orderPspQuoteMutation } from './order-psp-quote-mutation.ts';
import { orderRechargeQuoteMutation } from './order-recharge-quote-mutation.ts';
import { orderRechargeCreateMutation } from './order-recharge-create-mutation.ts';
import { suspenseQuoteMutation } from './suspense-quote-mutation.ts';

type Fake = ReturnType<typeof fakeClient>;

/** Runs a mutation's function the way TanStack Query does, without a component. */
const run = <V, D>(options: { mutationFn?: (variables: V, context: never) => Promise<D> }, variables: V) => options.mutationFn!(variables, undefined as never);

// Every quote the apps ask for, with one body each: the same press made twice.
const QUOTES: [string, (server: Fake) => Promise<unknown>][] = [
  ['top-up', (s) => run(orderRechargeQuoteMutation(s.api), { scope: 0, payType: 502, currencyId: 'KES', amount: '300', phone: '712345670' })],
  ['collection', (s) => run(orderCollectionQuoteMutation(s.api), { scope: 0, payType: 2, currencyId: 'KES', amount: '1000', phone: '712345671' })],
  ['domestic send', (s) => run(orderPspQuoteMutation(s.api), { payType: 0, currencyId: 'KES', amount: '200', phone: '712345670' })],
  ['cross-border send', (s) => run(orderMrpQuoteMutation(s.api), { currencyId: 'USD', toCurrencyId: 'CNY', amount: '100', payeeId: 7 })],
  ['conversion', (s) => run(fxQuoteMutation(s.api), { fromScope: 0, fromCurrency: 'KES', toScope: 1, toCurrency: 'USD', amount: '1000', fixedSide: 'from' })],
  ['suspense move', (s) => run(suspenseQuoteMutation(s.api, new QueryClient()), { move: 'recharge', currencyId: 'KES', amount: '100' })],
];

describe('price quotes and the duplicate-submit guard', () => {
  beforeEach(() => {
    // Both presses inside the 300 ms window: the clock does not move between them.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each(QUOTES)('a %s quote asked again at once (after a Cancel) is priced again, with no warning', async (_name, ask) => {
    const server = fakeClient(envelope({}));
    await ask(server);
    await ask(server);
    expect(server.requests).toHaveLength(2);
    expect(server.notify).not.toHaveBeenCalled();
  });

  it('still refuses a booking repeated inside the window', async () => {
    const server = fakeClient(envelope({}));
    const book = () => run(orderRechargeCreateMutation(server.api, new QueryClient()), { scope: 0, payType: 502, currencyId: 'KES', amount: '300', clientOrderNo: 'c-1', fee: '0', taxFee: '0' });
    await book();
    await expect(book()).rejects.toMatchObject({ kind: 'duplicate' });
    expect(server.requests).toHaveLength(1);
  });
});
