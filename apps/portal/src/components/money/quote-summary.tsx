import { Alert, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { Quote } from '@mizani/sdk';
import { formatAccountNumber, formatAmount, formatDateTime } from '@mizani/sdk/format';
import { FeeBreakdown } from '@mizani/ui/fee-breakdown';
import type { DetailItem } from './detail-list.tsx';
import { quoteFigures } from './fee-figures.ts';
import { channelLabel } from '../../lib/money-labels.ts';

/** The server's quote, exactly what the user confirms: nothing here is computed in the browser. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const t = useT();
  const { locale } = useLocale();
  const recipient = [quote.oppoAccountName, quote.oppoAccountId ? formatAccountNumber(quote.oppoAccountId) : null, quote.oppoBankName]
    .filter(Boolean)
    .join(' · ');
  const before: DetailItem[] = [
    { label: t('money.quote.channel'), value: channelLabel(t, quote.payType) },
    ...(recipient ? [{ label: t('money.quote.recipient'), value: recipient, testId: 'quote-recipient' }] : []),
  ];
  return (
    <FeeBreakdown
      figures={quoteFigures(quote)}
      total="debited"
      arrives="recipient"
      heading="check"
      testId="quote"
      testIds={QUOTE_TEST_IDS}
      before={before}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('money.quote.expires', { time: formatDateTime(quote.expireTime, locale) })}
      </Text>
    </FeeBreakdown>
  );
}

const QUOTE_TEST_IDS = { amount: 'quote-amount', fee: 'quote-fee', tax: 'quote-tax', total: 'quote-total', rate: 'quote-rate', arrives: 'quote-to-amount' } as const;

/** The server only reports sends from the last five minutes; a clock ahead or behind must not say otherwise. */
const minutesSince = (time: string) => Math.min(4, Math.max(0, Math.floor((Date.now() - Date.parse(time)) / 60_000)));

interface RepeatSendWarningProps {
  quote: Quote;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
}

/**
 * The quote repeats a send made minutes ago (same recipient, amount and currency): most likely a
 * slip, so the user says it is meant before the confirm button works. Nothing when it is not.
 */
export function RepeatSendWarning({ quote, confirmed, onConfirmedChange }: RepeatSendWarningProps) {
  const t = useT();
  const repeat = quote.recentDuplicate;
  if (!repeat) return null;
  return (
    <Alert.Root status="warning" data-testid="repeat-send">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('money.repeat.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>
              {t('money.repeat.body', { amount: formatAmount(quote.amount), currency: quote.currencyId, minutes: minutesSince(repeat.createTime), sn: repeat.sn })}
            </Text>
            <Checkbox.Root checked={confirmed} onCheckedChange={(details) => onConfirmedChange(details.checked === true)} data-testid="repeat-send-confirm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('money.repeat.confirm')}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
