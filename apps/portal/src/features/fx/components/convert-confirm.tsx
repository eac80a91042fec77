import { Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { FxQuote } from '@mizani/sdk/contract';
import { formatAmount } from '@mizani/sdk/format';
import { fundPasswordSchema } from '@mizani/sdk/validation';
import { BusyFormDialog, FundPasswordInput } from '@mizani/ui/list-kit';
import { useFormik } from 'formik';
import { object } from 'yup';
import { FormField } from '../../../components/form-field.tsx';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { quoteItems } from './convert-quote.tsx';

interface ConvertConfirmProps {
  quote: FxQuote;
  seconds: number;
  /** Converts; rejects when the server refused (the SDK has shown why). */
  onConfirm: (fundPassword: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The last step of a conversion: the quote once more, the time it still holds, and the
 * transaction password. The button is held while the conversion runs, so a double click converts once.
 */
export function ConvertConfirm({ quote, seconds, onConfirm, onClose }: ConvertConfirmProps) {
  const t = useT();
  const formik = useFormik({
    initialValues: { fundPassword: '' },
    validationSchema: object({ fundPassword: fundPasswordSchema(t) }),
    validateOnBlur: false,
    onSubmit: async ({ fundPassword }, helpers) => {
      try {
        await onConfirm(fundPassword);
      } catch {
        // A wrong password is the usual cause: clear it for the next try.
        helpers.setFieldValue('fundPassword', '', false);
      }
    },
  });
  const error = formik.submitCount > 0 ? formik.errors.fundPassword : undefined;
  const busy = formik.isSubmitting;
  const money = (amount: string, currency: string) => `${formatAmount(amount) || amount} ${currency}`;
  return (
    <BusyFormDialog
      title={t('fx.convert.confirm.title')}
      busy={busy}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      confirmLabel={t('fx.convert.confirm')}
      confirmTestId="fx-confirm-convert"
      confirmDisabled={seconds <= 0}
    >
      <Text>{t('fx.convert.confirm.intro', { pay: money(quote.fromAmount, quote.fromCurrency), receive: money(quote.toAmount, quote.toCurrency) })}</Text>
      <DetailList items={quoteItems(t, quote)} />
      <Text fontSize="sm" color="fg.muted" role="timer">
        {t('fx.convert.countdown', { seconds })}
      </Text>
      <FormField label={t('money.field.fundPassword')} helperText={t('money.field.fundPasswordHelp')} errorText={error} required>
        <FundPasswordInput value={formik.values.fundPassword} onChange={formik.handleChange} autoFocus />
      </FormField>
    </BusyFormDialog>
  );
}
