import { Box, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FxQuote } from '@mizani/sdk/contract';
import { FeeBreakdown, type FeeFigures } from '@mizani/ui/fee-breakdown';
import { m } from 'framer-motion';
import { useEffect, useState } from 'react';

/**
 * How long a quote holds (the server's FX_QUOTE_TTL_SECONDS). Counted on this screen from the
 * moment the quote arrived, not against `expireTime`: a browser clock that runs ahead or behind
 * the server's would otherwise show a wrong countdown. The server decides in the end (-1029).
 */
const QUOTE_HOLD_MS = 30_000;

/** Seconds left on a quote that arrived at `receivedAt` (this browser's clock), ticking down. */
export function useQuoteCountdown(quote: FxQuote | null, receivedAt: number): number {
  const deadline = quote ? receivedAt + QUOTE_HOLD_MS : 0;
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!quote) return undefined;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
    // `left` reads the deadline, which only changes with the quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote, deadline]);
  return seconds;
}

// The bar turns to the warning colour for the last seconds, while there is still time to confirm.
const LOW_SECONDS = 10;

/**
 * The seconds a quote still holds, in words and as a bar that empties with them. The bar moves
 * for a whole second towards each new figure, so it drains evenly instead of in jumps; with
 * reduced motion it steps once a second.
 */
export function QuoteCountdown({ seconds, testId }: { seconds: number; testId?: string }) {
  const t = useT();
  const low = seconds <= LOW_SECONDS;
  return (
    <Stack gap="1.5">
      {/* A timer, not a live region: announcing every second would drown everything else. */}
      <Text fontSize="sm" color={low ? 'orange.fg' : 'fg.muted'} role="timer" data-testid={testId}>
        {t('fx.convert.countdown', { seconds })}
      </Text>
      <Box height="1" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
        <Box asChild height="full" bg={low ? 'orange.solid' : 'brand.solid'} transformOrigin="left">
          <m.div
            data-testid={testId ? `${testId}-bar` : undefined}
            initial={false}
            animate={{ scaleX: Math.min(1, seconds / (QUOTE_HOLD_MS / 1000)) }}
            transition={{ duration: 1, ease: 'linear' }}
          />
        </Box>
      </Box>
    </Stack>
  );
}

/** A conversion's figures (quoted or booked) as the fee breakdown shows them: all from the server. */
export function fxFigures(quote: Pick<FxQuote, 'fromAmount' | 'fromCurrency' | 'fee' | 'taxFee' | 'convertedAmount' | 'rate' | 'toAmount' | 'toCurrency'>): FeeFigures {
  return {
    currencyId: quote.fromCurrency,
    amount: quote.convertedAmount,
    fee: quote.fee,
    taxFee: quote.taxFee,
    totalAmount: quote.fromAmount,
    receivedAmount: quote.toAmount,
    receivedCurrencyId: quote.toCurrency,
    rate: quote.rate,
  };
}

/** The lines' test ids on the FX screens. */
export const FX_QUOTE_TEST_IDS = { amount: 'fx-quote-amount', fee: 'fx-quote-fee', tax: 'fx-quote-tax', total: 'fx-quote-pay', rate: 'fx-quote-rate', arrives: 'fx-quote-receive' } as const;

/** The server's quote, exactly what the user confirms, with the time it still holds. */
export function ConvertQuote({ quote, seconds }: { quote: FxQuote; seconds: number }) {
  const t = useT();
  const expired = seconds <= 0;
  return (
    <FeeBreakdown figures={fxFigures(quote)} total="debited" arrives="converted" heading="check" testId="fx-quote" testIds={FX_QUOTE_TEST_IDS}>
      {expired ? (
        <Text color="red.700" fontWeight="medium" role="alert" data-testid="fx-quote-expired">
          {t('fx.convert.expired')}
        </Text>
      ) : (
        <QuoteCountdown seconds={seconds} testId="fx-countdown" />
      )}
    </FeeBreakdown>
  );
}
