import { Alert, Box, Button, Checkbox, Flex, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { ANNUAL_VOLUMES, INDUSTRIES, type AuthInfo, type UserInfo } from '@mizani/sdk';
import { useAuthSaveMutation, useStartAuthMutation } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { Field, fieldError, RadioChoice, Select, trimmingBlur } from '@mizani/ui/form';
import { useCountries } from '../../../hooks/use-countries.ts';
import { api } from '../../../lib/api.ts';
import { dateInZone } from '../../../lib/date-time.ts';
import {
  INDUSTRY_LABELS,
  initialValues,
  KYB_DOCUMENTS,
  KYB_MAX_LENGTH,
  KYB_TEXT_FIELDS,
  KYC_FILE_FIELDS,
  kindFor,
  kycSchema,
  toSaveBody,
  TURNOVER_LABELS,
  type KycFormValues,
  type KycKind,
} from '../kyc-form.ts';
import type { KycStage } from '../kyc-status.ts';
import { FileField } from './file-field.tsx';

type Intent = 'save' | 'submit';

interface KycFormViewProps {
  user: UserInfo;
  auth: AuthInfo;
  stage: KycStage;
}

const TEXT_INPUT: Record<(typeof KYB_TEXT_FIELDS)[number], { type: string; autoComplete: string }> = {
  companyName: { type: 'text', autoComplete: 'organization' },
  tradingName: { type: 'text', autoComplete: 'off' },
  companyPhone: { type: 'tel', autoComplete: 'tel' },
  companyEmail: { type: 'email', autoComplete: 'email' },
  companyAddress: { type: 'text', autoComplete: 'street-address' },
};

/**
 * The verification form: KYC for an individual, KYB for a company. Saving keeps a draft
 * (`/user/auth/save`); submitting saves and then sends it for review (`/user/startAuth/:id`).
 */
export function KycFormView({ user, auth, stage }: KycFormViewProps) {
  const t = useT();
  const { countries, nameOf } = useCountries();
  const save = useAuthSaveMutation(api);
  const start = useStartAuthMutation(api);
  const intent = useRef<Intent>('submit');
  const [uploads, setUploads] = useState(0);
  const today = dateInZone(new Date());
  const schema = useMemo(() => kycSchema(t, today), [t, today]);

  const formik = useFormik<KycFormValues>({
    initialValues: initialValues(kindFor(user, auth), auth),
    validationSchema: schema,
    // Checked on change but shown only after the first submit: a message appearing as a field
    // loses focus would move the button being clicked out from under the pointer.
    validateOnChange: true,
    validateOnBlur: false,
    onSubmit: async (values) => {
      if (uploads > 0) {
        notify({ type: 'warning', message: t('kyc.uploadsPending') });
        return;
      }
      try {
        const { id } = await save.mutateAsync(toSaveBody(values));
        if (intent.current === 'save') {
          notify({ type: 'success', message: t('kyc.done.saved') });
          return;
        }
        const result = await start.mutateAsync(id);
        notify({ type: 'success', message: t(result.auditStatus === 1 ? 'kyc.done.approved' : 'kyc.done.submitted') });
      } catch {
        // The API client has shown the error; the form keeps what was typed.
      }
    },
  });

  const { values } = formik;
  const errorOf = (field: keyof KycFormValues) => fieldError(formik, field);
  const trim = trimmingBlur(formik);
  const onUploadBusy = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));
  const setFile = (field: keyof KycFormValues) => (fileId: string) => {
    void formik.setFieldValue(field, fileId);
  };
  const toggleCountry = (field: 'receiveCountry' | 'remitCountry', code: string, checked: boolean) => {
    const current = values[field];
    void formik.setFieldValue(field, checked ? [...current, code] : current.filter((item) => item !== code));
  };
  const submitWith = (next: Intent) => {
    intent.current = next;
    void formik.submitForm();
  };
  const busy = formik.isSubmitting;
  const canChooseKind = user.userType !== 'company';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitWith('submit');
      }}
      noValidate
    >
      <Stack gap="6">
        {stage === 'rejected' ? (
          <Alert.Root status="error" variant="subtle" data-testid="kyc-rejected">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('kyc.status.reviewRejected')}</Alert.Title>
              <Alert.Description>
                {auth.rejectReason ? <Text fontWeight="medium">{t('kyc.rejected.reason', { reason: auth.rejectReason })}</Text> : null}
                <Text>{t('kyc.rejected.body')}</Text>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : stage === 'draft' ? (
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('kyc.draft.body')}</Alert.Description>
          </Alert.Root>
        ) : null}

        <Text color="fg.muted">{t('kyc.intro')}</Text>

        {canChooseKind ? (
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              {t('kyc.kind.label')}
            </Text>
            <RadioChoice
              name="kind"
              value={values.kind}
              onChange={(kind) => {
                void formik.setFieldValue('kind', kind as KycKind);
                formik.setErrors({});
              }}
              options={[
                { value: 'kyc', label: t('kyc.kind.kyc') },
                { value: 'kyb', label: t('kyc.kind.kyb') },
              ]}
            />
          </Box>
        ) : (
          <Text fontSize="sm">{t('kyc.kind.companyOnly')}</Text>
        )}

        {values.kind === 'kyc' ? (
          <Stack as="section" gap="5" aria-labelledby="kyc-identity">
            <Heading as="h3" size="md" id="kyc-identity">
              {t('kyc.section.identity')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              {KYC_FILE_FIELDS.map((field) => (
                <FileField
                  key={field}
                  name={field}
                  label={t(`kyc.field.${field}`)}
                  required
                  purpose="kyc"
                  value={values[field]}
                  onChange={setFile(field)}
                  onBusyChange={onUploadBusy}
                  error={errorOf(field)}
                  {...(field === 'livePhoto' ? { helperText: t('kyc.field.livePhotoHelp') } : {})}
                />
              ))}
            </SimpleGrid>
            <Box maxW="xs">
              <Field label={t('kyc.field.validityDate')} helperText={t('kyc.field.validityDateHelp')} errorText={errorOf('validityDate')} required>
                <Input {...formik.getFieldProps('validityDate')} type="date" min={today} />
              </Field>
            </Box>
          </Stack>
        ) : (
          <>
            <Stack as="section" gap="5" aria-labelledby="kyb-company">
              <Heading as="h3" size="md" id="kyb-company">
                {t('kyc.section.company')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {KYB_TEXT_FIELDS.map((field) => {
                  const props = { ...formik.getFieldProps(field), maxLength: KYB_MAX_LENGTH[field], onBlur: trim };
                  return (
                    <Box key={field} gridColumn={field === 'companyAddress' ? { md: 'span 2' } : undefined}>
                      <Field label={t(`kyc.field.${field}`)} errorText={errorOf(field)} required>
                        {field === 'companyAddress' ? (
                          <Textarea {...props} rows={2} autoComplete={TEXT_INPUT[field].autoComplete} />
                        ) : (
                          <Input {...props} type={TEXT_INPUT[field].type} autoComplete={TEXT_INPUT[field].autoComplete} />
                        )}
                      </Field>
                    </Box>
                  );
                })}
              </SimpleGrid>
            </Stack>
            <Stack as="section" gap="5" aria-labelledby="kyb-trade">
              <Heading as="h3" size="md" id="kyb-trade">
                {t('kyc.section.trade')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <Field label={t('kyc.field.natureScope')} errorText={errorOf('natureScope')} required>
                  <Select {...formik.getFieldProps('natureScope')} placeholder={t('kyc.choose')} options={INDUSTRIES.map((value) => ({ value: String(value), label: t(INDUSTRY_LABELS[value]) }))} />
                </Field>
                <Field label={t('kyc.field.turnover')} errorText={errorOf('turnover')} required>
                  <Select {...formik.getFieldProps('turnover')} placeholder={t('kyc.choose')} options={ANNUAL_VOLUMES.map((value) => ({ value: String(value), label: t(TURNOVER_LABELS[value]) }))} />
                </Field>
                {(['receiveCountry', 'remitCountry'] as const).map((field) => {
                  const error = errorOf(field);
                  return (
                    <Box as="fieldset" key={field} aria-describedby={error ? `${field}-error` : undefined}>
                      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
                        {t(`kyc.field.${field}`)}
                        <Text as="span" color="fg.error" aria-hidden="true">
                          {' *'}
                        </Text>
                      </Text>
                      <Flex gap="4" wrap="wrap">
                        {countries.map((country) => (
                          <Checkbox.Root
                            key={country.isoCode}
                            colorPalette="brand"
                            checked={values[field].includes(country.isoCode)}
                            onCheckedChange={(event) => toggleCountry(field, country.isoCode, event.checked === true)}
                          >
                            <Checkbox.HiddenInput name={field} value={country.isoCode} />
                            <Checkbox.Control />
                            <Checkbox.Label>{nameOf(country.id) ?? country.name}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Flex>
                      {error ? (
                        <Text id={`${field}-error`} fontSize="xs" color="fg.error" mt="1">
                          {error}
                        </Text>
                      ) : null}
                    </Box>
                  );
                })}
              </SimpleGrid>
            </Stack>
            <Stack as="section" gap="5" aria-labelledby="kyb-documents">
              <Heading as="h3" size="md" id="kyb-documents">
                {t('kyc.section.documents')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
                {KYB_DOCUMENTS.map(({ field, required }) => (
                  <FileField
                    key={field}
                    name={field}
                    label={t(`kyc.field.${field}`)}
                    required={required}
                    purpose="kyb"
                    value={values[field]}
                    onChange={setFile(field)}
                    onBusyChange={onUploadBusy}
                    error={errorOf(field)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </>
        )}

        <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
          <Button variant="outline" onClick={() => submitWith('save')} loading={busy && intent.current === 'save'} disabled={busy || uploads > 0}>
            {t('kyc.action.save')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy && intent.current === 'submit'} disabled={busy || uploads > 0}>
            {t('kyc.action.submit')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
