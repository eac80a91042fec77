import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { ApiInfo } from '@mizani/sdk/contract';
import { formatDateTime } from '@mizani/sdk/format';
import { useUserApiInfoQuery, useUserInfoQuery } from '@mizani/sdk/query';
import { DetailList, type DetailRow } from '@mizani/ui/list-kit';
import { Link as RouterLink } from 'react-router-dom';
import { AuditStatusBadge } from '../../../components/audit-status-badge.tsx';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { SandboxFunding } from '../components/sandbox-funding.tsx';

const NOT_APPLIED = -1;
const AWAITING = 0;
const APPROVED = 1;
const REJECTED = 2;

function AccessState({ info, isMain }: { info: ApiInfo; isMain: boolean }) {
  const t = useT();
  const status = info.auditStatus;
  const body =
    status === NOT_APPLIED
      ? t('api.account.state.notApplied')
      : status === AWAITING
        ? t('api.account.state.awaiting')
        : status === APPROVED
          ? t('api.account.state.approved')
          : t('api.account.state.rejected');
  return (
    <Stack as="section" aria-labelledby="access-state" gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" id="access-state" size="md">
          {t('api.account.state.title')}
        </Heading>
        <AuditStatusBadge status={status} />
      </HStack>
      <Text>{body}</Text>
      {status === REJECTED ? (
        <Box borderStartWidth="4px" borderColor="red.600" ps="3">
          <Text fontWeight="medium">{t('api.account.reason')}</Text>
          <Text data-testid="audit-reason">{info.auditReason || t('api.account.noReason')}</Text>
        </Box>
      ) : null}
      {isMain && (status === NOT_APPLIED || status === REJECTED) ? (
        <Box>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.accountCreate.getHref()}>{t(status === REJECTED ? 'api.account.reapply' : 'api.account.apply')}</RouterLink>
          </Button>
        </Box>
      ) : null}
      {!isMain && (status === NOT_APPLIED || status === REJECTED) ? <Text color="fg.muted">{t('api.account.staffCannotApply')}</Text> : null}
      {status === APPROVED ? (
        <HStack gap="3" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={paths.docs.getHref()}>{t('api.account.readDocs')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.webhooks.getHref()}>{t('api.webhooks.title')}</RouterLink>
          </Button>
          {isMain ? (
            <Button asChild variant="outline">
              <RouterLink to={paths.accountCreate.getHref()}>{t('api.account.update')}</RouterLink>
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

function ApplicationDetails({ info }: { info: ApiInfo }) {
  const t = useT();
  const { locale } = useLocale();
  const dash = '—';
  const rows: DetailRow[] = [
    { label: t('api.apply.companyName'), value: info.companyName ?? dash },
    { label: t('api.apply.companyWebsite'), value: info.companyWebsite || dash },
    { label: t('api.apply.contactName'), value: info.contactName ?? dash },
    { label: t('api.apply.contactEmail'), value: info.contactEmail ?? dash },
    { label: t('api.apply.contactPhone'), value: info.contactPhone ?? dash },
    { label: t('api.apply.notifyUrl'), value: info.notifyUrl ?? dash },
    { label: t('api.apply.ipWhitelist'), value: info.ipWhitelist.length > 0 ? info.ipWhitelist.join(', ') : t('api.apply.ipAny') },
    { label: t('api.account.applyTime'), value: info.applyTime ? formatDateTime(info.applyTime, locale) : dash },
    { label: t('api.account.auditTime'), value: info.auditTime ? formatDateTime(info.auditTime, locale) : dash },
  ];
  return (
    <Stack as="section" aria-labelledby="application" gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
      <Heading as="h2" id="application" size="md">
        {t('api.account.application')}
      </Heading>
      <DetailList rows={rows} />
    </Stack>
  );
}

/** User center: the API access state, the audit result (with the reason of a rejection) and the application. */
export function AccountRoute() {
  const t = useT();
  const user = useUserInfoQuery(api);
  const info = useUserApiInfoQuery(api);
  const name = user.data ? user.data.nickName || user.data.accountNo : undefined;
  return (
    <Stack gap="6" maxW="3xl">
      <Text color="fg.muted" fontSize="lg">
        {t('api.account.intro')}
      </Text>
      {name ? <Text fontWeight="medium">{t('api.account.signedInAs', { name })}</Text> : null}
      {info.data ? (
        <>
          <AccessState info={info.data} isMain={(user.data?.parentId ?? 0) === 0} />
          {info.data.auditStatus === APPROVED && (user.data?.parentId ?? 0) === 0 ? <SandboxFunding /> : null}
          {info.data.auditStatus !== NOT_APPLIED ? <ApplicationDetails info={info.data} /> : null}
        </>
      ) : info.isPending ? (
        <Spinner color="brand.solid" aria-label={t('api.loading')} />
      ) : null}
    </Stack>
  );
}
