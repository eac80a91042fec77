import { Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FxQuote } from '@mizani/sdk/contract';
import { formatAmount } from '@mizani/sdk/format';
import { FeeBreakdown } from '@mizani/ui/fee-breakdown';
import { FundPasswordConfirm } from '../../../components/money/fund-password.tsx';
import { fxFigures, QuoteCountdown } from './convert-quote.tsx';

interface ConvertConfirmProps {
  quote: FxQuote;
  seconds: number;
  /** Converts; rejects when the server refused (the SDK has shown why). */
  onConfirm: (fundPassword: string) => Promise<void>;
  onClose: () => void;
}

/** The last step of a conversion: the quote once more, the time it still holds, and the transaction password. */
export function ConvertConfirm({ quote, seconds, onConfirm, onClose }: ConvertConfirmProps) {
  const t = useT();
  const money = (amount: string, currency: string) => `${formatAmount(amount) || amount} ${currency}`;
  return (
    <FundPasswordConfirm
      title={t('fx.convert.confirm.title')}
      confirmLabel={t('fx.convert.confirm')}
      confirmTestId="fx-confirm-convert"
      confirmDisabled={seconds <= 0}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>{t('fx.convert.confirm.intro', { pay: money(quote.fromAmount, quote.fromCurrency), receive: money(quote.toAmount, quote.toCurrency) })}</Text>
      <FeeBreakdown figures={fxFigures(quote)} total="debited" arrives="converted" testId="fx-confirm-figures" />
      <QuoteCountdown seconds={seconds} />
    </FundPasswordConfirm>
  );
}
