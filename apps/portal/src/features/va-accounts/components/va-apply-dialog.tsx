import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { VA_PAY_TYPES } from '@mizani/sdk';
import { useCountryExtInfoQuery, useVaApplyMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { Field, fieldError, Select, trimmingBlur } from '@mizani/ui/form';
import { ListFormDialog } from '@mizani/ui/list-kit';
import { useCountryOptions } from '../../../hooks/use-country-options.ts';
import { api } from '../../../lib/api.ts';
import { channelLabel } from '../../../lib/money-labels.ts';
import { emptyVaApply, toVaApplyBody, vaApplySchema, type VaApplyValues } from '../va-apply-form.ts';

export function VaApplyDialog({ defaultCountryId, onClose }: { defaultCountryId?: number | null; onClose: () => void }) {
  const t = useT();
  const countryOptions = useCountryOptions();
  const apply = useVaApplyMutation(api);
  const formik = useFormik<VaApplyValues>({
    initialValues: emptyVaApply(defaultCountryId),
    validationSchema: vaApplySchema(t),
    onSubmit: async (values) => {
      try {
        await apply.mutateAsync(toVaApplyBody(values));
      } catch {
        return;
      }
      notify({ type: 'success', message: t('assets.va.submitted') });
      onClose();
    },
  });
  const countryId = Number(formik.values.countryId) || 0;
  const currencies = useCountryExtInfoQuery(api, countryId, { enabled: countryId > 0 }).data?.currencyIds ?? [];
  const submitting = formik.isSubmitting;
  const choose = t('assets.payee.chooseOption');
  const agreementError = fieldError(formik, 'agreement');

  return (
    <ListFormDialog
      title={t('assets.va.applyTitle')}
      formId="va-apply-form"
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      submitting={submitting}
      saveLabel={t('assets.va.submit')}
    >
      <Stack gap="4">
        <Field label={t('assets.va.field.payType')} required formik={formik} name="payType">
          <Select {...formik.getFieldProps('payType')} placeholder={choose} options={VA_PAY_TYPES.map((payType) => ({ value: String(payType), label: channelLabel(t, payType) }))} />
        </Field>
        <Field label={t('assets.va.field.country')} required formik={formik} name="countryId">
          <Select
            {...formik.getFieldProps('countryId')}
            onChange={(event) => {
              void formik.setFieldValue('countryId', event.target.value);
              void formik.setFieldValue('currencyId', '');
            }}
            placeholder={choose}
            options={countryOptions}
          />
        </Field>
        <Field label={t('assets.va.field.currency')} required formik={formik} name="currencyId">
          <Select {...formik.getFieldProps('currencyId')} placeholder={choose} options={currencies.map((currencyId) => ({ value: currencyId, label: currencyId }))} />
        </Field>
        <Field label={t('assets.va.field.accountName')} required formik={formik} name="accountName">
          <Input {...formik.getFieldProps('accountName')} onBlur={trimmingBlur(formik)} />
        </Field>
        <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            {t('assets.va.agreementTitle')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('assets.va.agreementText')}
          </Text>
        </Box>
        <Stack gap="1">
          <Checkbox.Root
            invalid={Boolean(agreementError)}
            name="agreement"
            checked={formik.values.agreement}
            onCheckedChange={(details) => {
              void formik.setFieldValue('agreement', details.checked === true);
              void formik.setFieldTouched('agreement', true, false);
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('assets.va.agreement')}</Checkbox.Label>
          </Checkbox.Root>
          {agreementError ? (
            <Text fontSize="sm" color="fg.error" role="alert" data-testid="agreement-error">
              {agreementError}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </ListFormDialog>
  );
}
