import { Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { Quote } from '@mizani/sdk';
import { formatAmount } from '@mizani/sdk/format';
import type { ReactNode } from 'react';
import { FundPasswordConfirm } from './fund-password.tsx';
import { QuoteSummary } from './quote-summary.tsx';

interface ConfirmDialogProps {
  quote: Quote;
  /** Books the order; rejects when the server refused it (the SDK has shown why). */
  onConfirm: (fundPassword: string) => Promise<void>;
  onClose: () => void;
  /** More to show above the password, e.g. the declarations of a cross-border send. */
  children?: ReactNode;
}

/** The last step of a send: the quote once more and the transaction password. */
export function ConfirmDialog({ quote, onConfirm, onClose, children }: ConfirmDialogProps) {
  const t = useT();
  return (
    <FundPasswordConfirm title={t('money.confirm.title')} confirmLabel={t('money.confirm')} confirmTestId="confirm-order" onConfirm={onConfirm} onClose={onClose}>
      <Text>{t('money.confirm.intro', { total: formatAmount(quote.totalAmount), currency: quote.currencyId })}</Text>
      <QuoteSummary quote={quote} />
      {children}
    </FundPasswordConfirm>
  );
}
