import type { FxQuote } from '@mizani/sdk/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { MotionRoot } from '../../../components/motion.tsx';
import { ConvertQuote, useQuoteCountdown } from './convert-quote.tsx';

const QUOTE: FxQuote = {
  quoteId: 'q-1',
  expireTime: '2026-03-01T10:00:30Z',
  fromScope: 0,
  fromCurrency: 'KES',
  fromAmount: '1000.00',
  toScope: 1,
  toCurrency: 'USD',
  toAmount: '7.69',
  rate: '0.00769',
  fee: '0.00',
  taxFee: '0.00',
  convertedAmount: '1000.00',
  fixedSide: 'from',
};

function QuoteOnScreen({ receivedAt }: { receivedAt: number }) {
  const seconds = useQuoteCountdown(QUOTE, receivedAt);
  return <ConvertQuote quote={QUOTE} seconds={seconds} />;
}

/** The bar's share of the track, as framer-motion last drew it. */
const barShare = () => {
  const transform = screen.getByTestId('fx-countdown-bar').style.transform;
  return transform === 'none' ? 1 : Number(/scaleX\(([\d.]+)\)/.exec(transform)?.[1]);
};

describe('the FX quote countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the 30 seconds down from the moment the quote arrived, its bar draining with it, then says it expired', async () => {
    // Only the clock is faked: the countdown's ticks and the animation frames stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    const later = (ms: number) => act(() => vi.setSystemTime(Date.now() + ms));
    render(
      <AppProviders>
        <MotionRoot>
          <QuoteOnScreen receivedAt={Date.now()} />
        </MotionRoot>
      </AppProviders>,
    );
    expect((await screen.findByRole('timer')).textContent).toBe('This quote holds for 30 more seconds.');
    expect(barShare()).toBe(1);

    later(10_000);
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('This quote holds for 20 more seconds.'));
    await waitFor(() => expect(barShare()).toBeCloseTo(20 / 30, 2));

    later(19_000);
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('This quote holds for 1 more seconds.'));
    later(1_000);
    expect(await screen.findByTestId('fx-quote-expired')).toBeTruthy();
    expect(screen.getByTestId('fx-quote-expired').textContent).toBe('The quote has expired. Get a new quote to see the current rate.');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
