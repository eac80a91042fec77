import { Input, NativeSelect } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { FundPasswordInput } from '@mizani/ui/list-kit';
import type { FormikProps } from 'formik';
import { FormField } from '../../../components/form-field.tsx';
import { SUSPENSE_CURRENCIES } from './balances.tsx';

interface MoneyFields {
  currencyId: string;
  amount: string;
  fundPassword: string;
}

function shownError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = formik.errors[name];
  return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
}

export function CurrencyField<V extends MoneyFields>({ formik }: { formik: FormikProps<V> }) {
  const t = useT();
  return (
    <FormField label={t('api.suspense.currency')} required errorText={shownError(formik, 'currencyId')}>
      <NativeSelect.Root>
        <NativeSelect.Field name="currencyId" value={formik.values.currencyId} onChange={formik.handleChange} onBlur={formik.handleBlur}>
          {SUSPENSE_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function AmountField<V extends MoneyFields>({ formik }: { formik: FormikProps<V> }) {
  const t = useT();
  return (
    <FormField label={t('api.suspense.amount')} required errorText={shownError(formik, 'amount')}>
      <Input name="amount" inputMode="decimal" autoComplete="off" value={formik.values.amount} onChange={formik.handleChange} onBlur={formik.handleBlur} />
    </FormField>
  );
}

export function FundPasswordField<V extends MoneyFields>({ formik }: { formik: FormikProps<V> }) {
  const t = useT();
  return (
    <FormField label={t('api.suspense.fundPassword')} required errorText={shownError(formik, 'fundPassword')}>
      <FundPasswordInput value={formik.values.fundPassword} onChange={formik.handleChange} onBlur={formik.handleBlur} />
    </FormField>
  );
}

export { shownError };
