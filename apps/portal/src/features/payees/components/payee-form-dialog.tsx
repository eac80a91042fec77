import { Box, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { Payee } from '@mizani/sdk';
import { formatCard } from '@mizani/sdk/format';
import { useChoiceBankCodesQuery, usePayeeAddMutation, usePayeeEditMutation, useTransferTypesQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useFormik, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { Field, Select, trimmingBlur } from '@mizani/ui/form';
import { ListFormDialog } from '@mizani/ui/list-kit';
import { useCountryOptions } from '../../../hooks/use-country-options.ts';
import { api } from '../../../lib/api.ts';
import { channelChoiceLabel, familyLabel, holderTypeLabel, scopeLabel } from '../../../lib/money-labels.ts';
import { emptyPayeeForm, fieldsFor, payeeFormOf, payeeSchema, toPayeeBody, type PayeeFormValues } from '../payee-form.ts';

/** A card or account number: digits only, shown in groups of four. */
function CardNumberField({ formik, field, label, required }: { formik: FormikProps<PayeeFormValues>; field: 'bankNo' | 'accountId'; label: string; required?: boolean }) {
  return (
    <Field label={label} required={required} formik={formik} name={field}>
      <Input
        name={field}
        inputMode="numeric"
        autoComplete="off"
        value={formatCard(formik.values[field])}
        onChange={(event) => void formik.setFieldValue(field, event.target.value.replace(/\D/g, ''))}
        onBlur={formik.handleBlur}
      />
    </Field>
  );
}

type Formik = FormikProps<PayeeFormValues>;
type FieldName = keyof PayeeFormValues & string;

function TextInput({ formik, field, label, required, helperText, inputMode }: { formik: Formik; field: FieldName; label: string; required?: boolean; helperText?: ReactNode; inputMode?: 'numeric' | 'tel' | 'text' }) {
  return (
    <Field label={label} required={required} formik={formik} name={field} helperText={helperText} keepHelperText>
      <Input {...formik.getFieldProps(field)} value={formik.values[field] ?? ''} inputMode={inputMode} onBlur={trimmingBlur(formik)} />
    </Field>
  );
}

/** Adds a recipient, or edits one when `payee` is given. Mounted only while open. */
export function PayeeFormDialog({ payee, defaultCountryId, onClose }: { payee?: Payee; defaultCountryId?: number | null; onClose: () => void }) {
  const t = useT();
  const countryOptions = useCountryOptions();
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
  const choose = t('assets.payee.chooseOption');

  // A new country or service offers other channels: the chosen one may not exist there.
  const resetChannel = (field: 'countryId' | 'scope') => (event: { target: { value: string } }) => {
    void formik.setFieldValue(field, event.target.value);
    void formik.setFieldValue('channel', '');
  };

  const chooseBank = ({ target: { value: code } }: { target: { value: string } }) => {
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
          <Field label={t('assets.payee.field.country')} required formik={formik} name="countryId">
            <Select {...formik.getFieldProps('countryId')} onChange={resetChannel('countryId')} placeholder={choose} options={countryOptions} />
          </Field>
          <Field label={t('assets.payee.field.scope')} required formik={formik} name="scope">
            <Select {...formik.getFieldProps('scope')} onChange={resetChannel('scope')} options={[0, 1].map((scope) => ({ value: String(scope), label: scopeLabel(t, scope) }))} />
          </Field>
          <Field label={t('assets.payee.field.payType')} required formik={formik} name="channel">
            <Select
              {...formik.getFieldProps('channel')}
              placeholder={choose}
              options={options.map((option) => ({
                value: `${option.payType}:${option.currencyId}`,
                label: `${channelChoiceLabel(t, option.payType, option.currencyId)} · ${familyLabel(t, option.transferType)}`,
              }))}
            />
          </Field>
          <Field label={t('assets.payee.field.type')} required formik={formik} name="type">
            <Select {...formik.getFieldProps('type')} options={[1, 2, 3].map((type) => ({ value: String(type), label: holderTypeLabel(t, type) }))} />
          </Field>
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
                <Field label={t('assets.payee.field.bankCode')} required={need.bankCodeRequired} formik={formik} name="bankCode">
                  <Select
                    {...formik.getFieldProps('bankCode')}
                    onChange={chooseBank}
                    placeholder={choose}
                    options={banks.map((bank) => ({ value: bank.bankCode, label: `${bank.bankCode} · ${bank.bankName}` }))}
                  />
                </Field>
                <CardNumberField formik={formik} field="accountId" label={t('assets.payee.field.accountId')} />
                <TextInput formik={formik} field="accountName" label={t('assets.payee.field.accountName')} />
                <TextInput formik={formik} field="notificationPhone" label={t('assets.payee.field.notificationPhone')} inputMode="tel" />
              </SimpleGrid>
            </>
          </Box>
        ) : null}
        <Field label={t('assets.payee.field.remark')}>
          <Textarea {...formik.getFieldProps('remark')} rows={2} onBlur={blur} />
        </Field>
      </Stack>
    </ListFormDialog>
  );
}
