import { Input } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { FundPasswordInput } from '@mizani/ui/list-kit';
import type { FormikProps } from 'formik';
import { Field, Select } from '@mizani/ui/form';
import { SUSPENSE_CURRENCIES } from './balances.tsx';

interface MoneyFields {
  currencyId: string;
  amount: string;
  fundPassword: string;
}

export function CurrencyField<V extends MoneyFields>({ formik }: { formik: FormikProps<V> }) {
  const t = useT();
  return (
    <Field label={t('api.suspense.currency')} required formik={formik} name="currencyId">
      <Select {...formik.getFieldProps('currencyId')} options={SUSPENSE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
    </Field>
  );
}

export function AmountField<V extends MoneyFields>({ formik }: { formik: FormikProps<V> }) {
  const t = useT();
  return (
    <Field label={t('api.suspense.amount')} required formik={formik} name="amount">
      <Input {...formik.getFieldProps('amount')} inputMode="decimal" autoComplete="off" />
    </Field>
  );
}

export function FundPasswordField<V extends MoneyFields>({ formik }: { formik: FormikProps<V> }) {
  const t = useT();
  return (
    <Field label={t('api.suspense.fundPassword')} required formik={formik} name="fundPassword">
      <FundPasswordInput value={formik.values.fundPassword} onChange={formik.handleChange} onBlur={formik.handleBlur} />
    </Field>
  );
}
