import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { Quote } from '@mizani/sdk';
import { formatAccountNumber, formatAmount, formatDateTime } from '@mizani/sdk/format';
import { DetailList, type DetailItem } from './detail-list.tsx';
import { channelLabel } from '../../lib/money-labels.ts';

const money = (value: string, currency: string) => `${formatAmount(value)} ${currency}`;

/** The server's quote, exactly what the user confirms: nothing here is computed in the browser. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const t = useT();
  const { locale } = useLocale();
  const recipient = [quote.oppoAccountName, quote.oppoAccountId ? formatAccountNumber(quote.oppoAccountId) : null, quote.oppoBankName]
    .filter(Boolean)
    .join(' · ');
  const crossBorder = quote.scope === 1;
  const items: DetailItem[] = [
    { label: t('money.quote.channel'), value: channelLabel(t, quote.payType) },
    ...(recipient ? [{ label: t('money.quote.recipient'), value: recipient, testId: 'quote-recipient' }] : []),
    { label: t('money.quote.amount'), value: money(quote.amount, quote.currencyId), testId: 'quote-amount' },
    { label: t('money.quote.fee'), value: money(quote.fee, quote.currencyId), testId: 'quote-fee' },
    { label: t('money.quote.taxFee'), value: money(quote.taxFee, quote.currencyId), testId: 'quote-tax' },
    { label: t('money.quote.total'), value: <Text fontWeight="bold">{money(quote.totalAmount, quote.currencyId)}</Text>, testId: 'quote-total' },
    ...(crossBorder && quote.rate
      ? [{ label: t('money.quote.rate'), value: t('money.quote.rateValue', { from: quote.currencyId, rate: formatAmount(quote.rate), to: quote.toCurrencyId }), testId: 'quote-rate' }]
      : []),
    ...(crossBorder ? [{ label: t('money.quote.toAmount'), value: money(quote.toAmount, quote.toCurrencyId), testId: 'quote-to-amount' }] : []),
    { label: t('money.quote.receivedAmount'), value: money(quote.receivedAmount, quote.toCurrencyId), testId: 'quote-received' },
  ];
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle" data-testid="quote">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('money.quote.title')}
        </Heading>
        <DetailList items={items} />
        <Text fontSize="sm" color="fg.muted">
          {t('money.quote.expires', { time: formatDateTime(quote.expireTime, locale) })}
        </Text>
      </Stack>
    </Box>
  );
}
