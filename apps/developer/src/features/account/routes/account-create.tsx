import { Box, Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useUserApiInfoQuery, useUserApiSaveMutation, useUserInfoQuery } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AuditStatusBadge } from '../../../components/audit-status-badge.tsx';
import { Field, trimmingBlur } from '@mizani/ui/form';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { applySchema, initialApplyValues, toApplyBody, type ApplyFormValues } from '../apply-form.ts';

const NOT_APPLIED = -1;
const APPROVED = 1;
const REJECTED = 2;

/**
 * What saving did, said as it is: approved access stays approved (nothing is reviewed again), a new
 * application waits for review unless it was approved at once (sandbox auto-approve).
 */
function ApplyForm({ initial, approved }: { initial: ApplyFormValues; approved: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const save = useUserApiSaveMutation(api);
  const formik = useFormik<ApplyFormValues>({
    initialValues: initial,
    validationSchema: applySchema(t),
    onSubmit: async (values) => {
      try {
        await save.mutateAsync(toApplyBody(values));
      } catch {
        // The API client has reported why; the form stays as typed.
        return;
      }
      const now = approved ? APPROVED : (await api.userApi.info().catch(() => undefined))?.auditStatus;
      notify({ type: 'success', message: t(approved ? 'api.apply.updated' : now === APPROVED ? 'api.apply.approvedNow' : 'api.apply.submitted') });
      await navigate(paths.account.getHref());
    },
  });
  const blur = trimmingBlur(formik);
  const text = (name: keyof ApplyFormValues, extra: { type?: string; inputMode?: 'email' | 'tel' | 'url'; autoComplete?: string } = {}) => ({
    ...formik.getFieldProps(name),
    onBlur: blur,
    ...extra,
  });

  return (
    <Box asChild bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="5">
        <Text fontWeight="semibold">{t('api.apply.company')}</Text>
        <Field label={t('api.apply.companyName')} required formik={formik} name="companyName">
          <Input {...text('companyName', { autoComplete: 'organization' })} />
        </Field>
        <Field label={t('api.apply.companyWebsite')} formik={formik} name="companyWebsite">
          <Input {...text('companyWebsite', { type: 'url', inputMode: 'url' })} placeholder="https://" />
        </Field>
        <Field label={t('api.apply.contactName')} required formik={formik} name="contactName">
          <Input {...text('contactName', { autoComplete: 'name' })} />
        </Field>
        <HStack gap="4" align="flex-start" flexDirection={{ base: 'column', md: 'row' }}>
          <Field label={t('api.apply.contactEmail')} required formik={formik} name="contactEmail">
            <Input {...text('contactEmail', { type: 'email', inputMode: 'email', autoComplete: 'email' })} />
          </Field>
          <Field label={t('api.apply.contactPhone')} required formik={formik} name="contactPhone" helperText={t('api.apply.contactPhoneHelp')}>
            <Input {...text('contactPhone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })} />
          </Field>
        </HStack>
        <Text fontWeight="semibold" pt="2">
          {t('api.apply.integration')}
        </Text>
        <Field label={t('api.apply.notifyUrl')} required formik={formik} name="notifyUrl" helperText={t('api.apply.notifyUrlHelp')}>
          <Input {...text('notifyUrl', { type: 'url', inputMode: 'url' })} placeholder="https://example.com/mizani/webhook" />
        </Field>
        <Field label={t('api.apply.ipWhitelist')} formik={formik} name="ipWhitelist" helperText={t('api.apply.ipWhitelistHelp')}>
          <Textarea {...text('ipWhitelist')} rows={3} fontFamily="mono" placeholder="203.0.113.10&#10;198.51.100.0/24" />
        </Field>
        <Field label={t('api.apply.remark')} formik={formik} name="remark">
          <Textarea {...text('remark')} rows={2} />
        </Field>
        <HStack gap="3" justify="flex-end">
          <Button asChild variant="outline">
            <RouterLink to={paths.account.getHref()}>{t('api.cancel')}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={formik.isSubmitting} disabled={formik.isSubmitting}>
            {t('api.apply.submit')}
          </Button>
        </HStack>
      </Stack>
      </form>
    </Box>
  );
}

/** Applying for API access (and applying again after a rejection). */
export function AccountCreateRoute() {
  const t = useT();
  const user = useUserInfoQuery(api);
  const info = useUserApiInfoQuery(api);
  if (!info.data || !user.data) return <Text color="fg.muted">{t('api.loading')}</Text>;
  const status = info.data.auditStatus;
  // Approved details can be updated too (the approval stays); an application under review cannot.
  const canApply = user.data.parentId === 0 && (status === NOT_APPLIED || status === REJECTED || status === APPROVED);
  return (
    <Stack gap="6" maxW="3xl">
      <Text color="fg.muted" fontSize="lg">
        {t('api.apply.intro')}
      </Text>
      {canApply ? (
        <>
          {status === REJECTED ? (
            <Box borderStartWidth="4px" borderColor="red.600" ps="3">
              <Text fontWeight="medium">{t('api.account.reason')}</Text>
              <Text>{info.data.auditReason || t('api.account.noReason')}</Text>
            </Box>
          ) : null}
          <ApplyForm initial={initialApplyValues(status === NOT_APPLIED ? undefined : info.data)} approved={status === APPROVED} />
        </>
      ) : (
        <Stack gap="3" align="flex-start" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          <HStack gap="3">
            <Text>{t('api.credentials.auditStatus')}</Text>
            <AuditStatusBadge status={status} />
          </HStack>
          <Text>{user.data.parentId === 0 ? t('api.apply.notNow') : t('api.account.staffCannotApply')}</Text>
          <Button asChild variant="outline">
            <RouterLink to={paths.account.getHref()}>{t('menu.api.account')}</RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
