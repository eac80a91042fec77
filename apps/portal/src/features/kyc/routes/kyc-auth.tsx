import { Button, DataList, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import { useUserAuthQuery } from '@mizani/sdk/query';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../../components/panel.tsx';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { KycStatusBadge } from '../components/kyc-status-badge.tsx';
import { NEXT_STEP, stageOf } from '../kyc-status.ts';

/** /home/kyc-auth: where the verification stands and the next step, with the way to take it. */
export function KycAuthRoute() {
  const t = useT();
  const auth = useUserAuthQuery(api, { enabled: hasToken() });
  if (!auth.data) return <Skeleton height="48" borderRadius="xl" />;

  const stage = stageOf(auth.data);
  const next = NEXT_STEP[stage];
  const kind = auth.data.kyb ? 'kyc.kind.kybShort' : auth.data.kyc ? 'kyc.kind.kycShort' : 'kycAuth.kind.none';
  return (
    <Panel title={t('kycAuth.title')} titleId="kyc-auth">
      <Stack gap="5" align="flex-start">
        <Text color="fg.muted">{t('kycAuth.intro')}</Text>
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel minW="8rem">{t('kycAuth.kind')}</DataList.ItemLabel>
            <DataList.ItemValue>{t(kind)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="8rem">{t('kyc.status.label')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <KycStatusBadge status={auth.data.auditStatus} />
            </DataList.ItemValue>
          </DataList.Item>
          {stage === 'rejected' && auth.data.rejectReason ? (
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">{t('kyc.status.reviewRejected')}</DataList.ItemLabel>
              <DataList.ItemValue color="fg.error">{t('kyc.rejected.reason', { reason: auth.data.rejectReason })}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel minW="8rem">{t('kycAuth.nextStep')}</DataList.ItemLabel>
            <DataList.ItemValue>{t(next.text)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Button asChild colorPalette={stage === 'awaiting' || stage === 'approved' ? 'gray' : 'brand'} variant={stage === 'awaiting' || stage === 'approved' ? 'outline' : 'solid'}>
          <RouterLink to={paths.kyc.getHref()}>{t(next.action)}</RouterLink>
        </Button>
      </Stack>
    </Panel>
  );
}
