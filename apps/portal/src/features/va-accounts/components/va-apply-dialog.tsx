import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { VA_PAY_TYPES } from '@mizani/sdk';
import { useCountryExtInfoQuery, useVaApplyMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { FormField } from '../../../components/form-field.tsx';
import { CountryOptions, fieldError, FormikSelect } from '../../../components/formik-fields.tsx';
import { ListFormDialog } from '@mizani/ui/list-kit';
import { useCountries } from '../../../hooks/use-countries.ts';
import { api } from '../../../lib/api.ts';
import { channelLabel } from '../../../lib/money-labels.ts';
import { emptyVaApply, toVaApplyBody, vaApplySchema, type VaApplyValues } from '../va-apply-form.ts';

export function VaApplyDialog({ defaultCountryId, onClose }: { defaultCountryId?: number | null; onClose: () => void }) {
  const t = useT();
  const { countries, nameOf } = useCountries();
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
        <FormikSelect required formik={formik} field="payType" label={t('assets.va.field.payType')}>
          <option value="">{t('assets.payee.chooseOption')}</option>
          {VA_PAY_TYPES.map((payType) => (
            <option key={payType} value={payType}>
              {channelLabel(t, payType)}
            </option>
          ))}
        </FormikSelect>
        <FormikSelect required
          formik={formik}
          field="countryId"
          label={t('assets.va.field.country')}
          onChange={(value) => {
            void formik.setFieldValue('countryId', value);
            void formik.setFieldValue('currencyId', '');
          }}
        >
          <CountryOptions countries={countries} nameOf={nameOf} placeholder={t('assets.payee.chooseOption')} />
        </FormikSelect>
        <FormikSelect required formik={formik} field="currencyId" label={t('assets.va.field.currency')}>
          <option value="">{t('assets.payee.chooseOption')}</option>
          {currencies.map((currencyId) => (
            <option key={currencyId} value={currencyId}>
              {currencyId}
            </option>
          ))}
        </FormikSelect>
        <FormField label={t('assets.va.field.accountName')} required errorText={fieldError(formik, 'accountName')}>
          <Input
            name="accountName"
            value={formik.values.accountName}
            onChange={formik.handleChange}
            onBlur={(event) => {
              const trimmed = event.target.value.trim();
              if (trimmed !== event.target.value) void formik.setFieldValue('accountName', trimmed);
              formik.handleBlur(event);
            }}
          />
        </FormField>
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
            invalid={Boolean(fieldError(formik, 'agreement'))}
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
          {fieldError(formik, 'agreement') ? (
            <Text fontSize="sm" color="fg.error" role="alert" data-testid="agreement-error">
              {fieldError(formik, 'agreement')}
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </ListFormDialog>
  );
}
