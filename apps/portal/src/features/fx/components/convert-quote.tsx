import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FxQuote } from '@mizani/sdk/contract';
import { formatAmount, formatRate } from '@mizani/sdk/format';
import { m } from 'framer-motion';
import { useEffect, useState } from 'react';
import { DetailList } from '../../../components/money/detail-list.tsx';

const money = (value: string, currency: string) => `${formatAmount(value) || value} ${currency}`;

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

export function quoteItems(t: ReturnType<typeof useT>, quote: Pick<FxQuote, 'fromAmount' | 'fromCurrency' | 'fee' | 'rate' | 'toAmount' | 'toCurrency'>) {
  return [
    { label: t('fx.convert.quote.pay'), value: money(quote.fromAmount, quote.fromCurrency), testId: 'fx-quote-pay' },
    { label: t('fx.convert.quote.fee'), value: money(quote.fee, quote.fromCurrency), testId: 'fx-quote-fee' },
    { label: t('fx.convert.quote.rate'), value: t('fx.rateValue', { from: quote.fromCurrency, rate: formatRate(quote.rate), to: quote.toCurrency }), testId: 'fx-quote-rate' },
    { label: t('fx.convert.quote.receive'), value: <Text fontWeight="bold">{money(quote.toAmount, quote.toCurrency)}</Text>, testId: 'fx-quote-receive' },
  ];
}

/** The server's quote, exactly what the user confirms, with the time it still holds. */
export function ConvertQuote({ quote, seconds }: { quote: FxQuote; seconds: number }) {
  const t = useT();
  const expired = seconds <= 0;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle" data-testid="fx-quote">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('fx.convert.quote.title')}
        </Heading>
        <DetailList items={quoteItems(t, quote)} />
        {expired ? (
          <Text color="red.700" fontWeight="medium" role="alert" data-testid="fx-quote-expired">
            {t('fx.convert.expired')}
          </Text>
        ) : (
          <QuoteCountdown seconds={seconds} testId="fx-countdown" />
        )}
      </Stack>
    </Box>
  );
}
