import { Box, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { Payee } from '@mizani/sdk';
import { formatCard } from '@mizani/sdk/format';
import { useChoiceBankCodesQuery, usePayeeAddMutation, usePayeeEditMutation, useTransferTypesQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useFormik, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { CountryOptions, fieldError, FormikSelect, trimmingBlur } from '../../../components/formik-fields.tsx';
import { ListFormDialog } from '@mizani/ui/list-kit';
import { useCountries } from '../../../hooks/use-countries.ts';
import { api } from '../../../lib/api.ts';
import { channelLabel, familyLabel, holderTypeLabel, scopeLabel } from '../../../lib/money-labels.ts';
import { emptyPayeeForm, fieldsFor, payeeFormOf, payeeSchema, toPayeeBody, type PayeeFormValues } from '../payee-form.ts';

/** A card or account number: digits only, shown in groups of four. */
function CardNumberField({ formik, field, label, required }: { formik: FormikProps<PayeeFormValues>; field: 'bankNo' | 'accountId'; label: string; required?: boolean }) {
  return (
    <FormField label={label} required={required} errorText={fieldError(formik, field)}>
      <Input
        name={field}
        inputMode="numeric"
        autoComplete="off"
        value={formatCard(formik.values[field])}
        onChange={(event) => void formik.setFieldValue(field, event.target.value.replace(/\D/g, ''))}
        onBlur={formik.handleBlur}
      />
    </FormField>
  );
}

type Formik = FormikProps<PayeeFormValues>;
type Field = keyof PayeeFormValues & string;

function TextInput({ formik, field, label, required, helperText, inputMode }: { formik: Formik; field: Field; label: string; required?: boolean; helperText?: ReactNode; inputMode?: 'numeric' | 'tel' | 'text' }) {
  return (
    <FormField label={label} required={required} errorText={fieldError(formik, field)} helperText={helperText} keepHelperText>
      <Input name={field} inputMode={inputMode} value={formik.values[field] ?? ''} onChange={formik.handleChange} onBlur={trimmingBlur(formik)} />
    </FormField>
  );
}

/** Adds a recipient, or edits one when `payee` is given. Mounted only while open. */
export function PayeeFormDialog({ payee, defaultCountryId, onClose }: { payee?: Payee; defaultCountryId?: number | null; onClose: () => void }) {
  const t = useT();
  const { countries, nameOf } = useCountries();
  const add = usePayeeAddMutation(api);
  const edit = usePayeeEditMutation(api);

  const formik = useFormik<PayeeFormValues>({
    initialValues: payee ? payeeFormOf(payee) : emptyPayeeForm(defaultCountryId),
    validationSchema: payeeSchema(t),
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values) => {
      const body = toPayeeBody(values);
      try {
        if (payee) await edit.mutateAsync({ id: payee.id, ...body });
        else await add.mutateAsync(body);
      } catch {
        // The client has shown the server's message.
        return;
      }
      notify({ type: 'success', message: t('assets.payee.saved') });
      onClose();
    },
  });

  const { values } = formik;
  const need = fieldsFor(values);
  const countryId = Number(values.countryId) || 0;
  const transferTypes = useTransferTypesQuery(api, { countryId, type: values.scope === '1' ? 1 : 0 }, { enabled: countryId > 0 });
  const options = transferTypes.data ?? [];
  const bankCountry = need.bankListCountry ?? countryId;
  const banks = useChoiceBankCodesQuery(api, { countryId: bankCountry }, { enabled: need.bank && bankCountry > 0 }).data ?? [];
  const blur = trimmingBlur(formik);

  // A new country or service offers other channels: the chosen one may not exist there.
  const resetChannel = (field: 'countryId' | 'scope') => (value: string) => {
    void formik.setFieldValue(field, value);
    void formik.setFieldValue('channel', '');
  };

  const chooseBank = (code: string) => {
    void formik.setFieldValue('bankCode', code);
    const bank = banks.find((candidate) => candidate.bankCode === code);
    // Names in the list are in English; a Chinese recipient's bank name must be typed in Chinese.
    if (bank && need.family === 'bank') {
      void formik.setFieldValue('bankName', bank.bankName);
      if (bank.swiftCode && !values.bankSwiftCode) void formik.setFieldValue('bankSwiftCode', bank.swiftCode);
    }
  };

  const submitting = formik.isSubmitting;
  return (
    <ListFormDialog
      title={t(payee ? 'assets.payee.editTitle' : 'assets.payee.addTitle')}
      formId="payee-form"
      onSubmit={formik.handleSubmit}
      onClose={onClose}
      submitting={submitting}
      saveLabel={t('assets.payee.save')}
    >
      <Stack gap="4">
        {payee ? <Text fontSize="sm" color="fg.muted">{t('assets.payee.reviewNote')}</Text> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormikSelect formik={formik} field="countryId" label={t('assets.payee.field.country')} required onChange={resetChannel('countryId')}>
            <CountryOptions countries={countries} nameOf={nameOf} placeholder={t('assets.payee.chooseOption')} />
          </FormikSelect>
          <FormikSelect formik={formik} field="scope" label={t('assets.payee.field.scope')} required onChange={resetChannel('scope')}>
            <option value="0">{scopeLabel(t, 0)}</option>
            <option value="1">{scopeLabel(t, 1)}</option>
          </FormikSelect>
          <FormikSelect formik={formik} field="channel" label={t('assets.payee.field.payType')} required>
            <option value="">{t('assets.payee.chooseOption')}</option>
            {options.map((option) => (
              <option key={`${option.payType}:${option.currencyId}`} value={`${option.payType}:${option.currencyId}`}>
                {`${channelLabel(t, option.payType)} (${option.currencyId}) · ${familyLabel(t, option.transferType)}`}
              </option>
            ))}
          </FormikSelect>
          <FormikSelect formik={formik} field="type" label={t('assets.payee.field.type')} required>
            {[1, 2, 3].map((type) => (
              <option key={type} value={type}>
                {holderTypeLabel(t, type)}
              </option>
            ))}
          </FormikSelect>
        </SimpleGrid>
        {countryId > 0 && transferTypes.isSuccess && options.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('assets.payee.noChannels')}
          </Text>
        ) : null}
        <TextInput formik={formik} field="name" label={t('assets.payee.field.name')} required />
        {need.account ? <TextInput formik={formik} field="userAccountNo" label={t('assets.payee.field.userAccountNo')} required /> : null}
        {need.phone ? <TextInput formik={formik} field="phone" label={t('assets.payee.field.phone')} required inputMode="tel" /> : null}
        {need.bank ? (
          <Box as="fieldset">
            <Text as="legend" fontWeight="semibold" mb="2">{t('assets.payee.section.bank')}</Text>
            {need.chinese ? (
              <Text fontSize="sm" color="fg.muted" mb="2">
                {t('assets.payee.chineseHelp')}
              </Text>
            ) : null}
            <>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextInput formik={formik} field="bankName" label={t('assets.payee.field.bankName')} required />
                <TextInput formik={formik} field="bankUser" label={t('assets.payee.field.bankUser')} required />
                <CardNumberField formik={formik} field="bankNo" label={t('assets.payee.field.bankNo')} required />
                <TextInput formik={formik} field="bankBranch" label={t('assets.payee.field.bankBranch')} required={need.chinese} />
                {need.family === 'bank' ? (
                  <>
                    <TextInput formik={formik} field="bankSwiftCode" label={t('assets.payee.field.bankSwiftCode')} required={need.international} />
                    <TextInput formik={formik} field="bankAddrees" label={t('assets.payee.field.bankAddrees')} required={need.international} />
                    <TextInput formik={formik} field="bankCity" label={t('assets.payee.field.bankCity')} required={need.international} />
                    <TextInput formik={formik} field="bankZipcode" label={t('assets.payee.field.bankZipcode')} />
                    <TextInput formik={formik} field="bankState" label={t('assets.payee.field.bankState')} />
                  </>
                ) : null}
              </SimpleGrid>
            </>
          </Box>
        ) : null}
        {need.bank ? (
          <Box as="fieldset">
            <Text as="legend" fontWeight="semibold" mb="2">{t('assets.payee.section.choice')}</Text>
            <>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormikSelect formik={formik} field="bankCode" label={t('assets.payee.field.bankCode')} required={need.bankCodeRequired} onChange={chooseBank}>
                  <option value="">{t('assets.payee.chooseOption')}</option>
                  {banks.map((bank) => (
                    <option key={bank.bankCode} value={bank.bankCode}>
                      {`${bank.bankCode} · ${bank.bankName}`}
                    </option>
                  ))}
                </FormikSelect>
                <CardNumberField formik={formik} field="accountId" label={t('assets.payee.field.accountId')} />
                <TextInput formik={formik} field="accountName" label={t('assets.payee.field.accountName')} />
                <TextInput formik={formik} field="notificationPhone" label={t('assets.payee.field.notificationPhone')} inputMode="tel" />
              </SimpleGrid>
            </>
          </Box>
        ) : null}
        <FormField label={t('assets.payee.field.remark')}>
          <Textarea name="remark" rows={2} value={values.remark} onChange={formik.handleChange} onBlur={blur} />
        </FormField>
      </Stack>
    </ListFormDialog>
  );
}
