import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import { useUserAuthQuery } from '@mizani/sdk/query';
import { Panel } from '../../../components/panel.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { KycFormView } from '../components/kyc-form-view.tsx';
import { KycStatusBadge } from '../components/kyc-status-badge.tsx';
import { KycSummary } from '../components/kyc-summary.tsx';
import { isEditable, stageOf } from '../kyc-status.ts';

/**
 * /home/kyc: the verification form while it can be filled (never sent, a draft, or rejected), and
 * what was sent while it is reviewed or once it is approved.
 */
export function KycRoute() {
  const t = useT();
  const user = useCurrentUser();
  const auth = useUserAuthQuery(api, { enabled: hasToken() });

  if (auth.isError) {
    return (
      <Panel title={t('menu.user.kyc')}>
        <Stack gap="4" align="flex-start">
          <Text>{t('routeError.body')}</Text>
          <Button variant="outline" onClick={() => void auth.refetch()}>
            {t('routeError.reload')}
          </Button>
        </Stack>
      </Panel>
    );
  }
  if (!user || !auth.data) return <Skeleton height="64" borderRadius="xl" />;

  const stage = stageOf(auth.data);
  const badge = <KycStatusBadge status={auth.data.auditStatus} />;
  if (isEditable(stage)) {
    return (
      <Panel title={t(user.userType === 'company' || auth.data.kyb ? 'kyc.kind.kybShort' : 'menu.user.kyc')} titleId="kyc-form" actions={badge}>
        {/* A new record after each save or review keeps the form's starting values current. */}
        <KycFormView key={`${auth.data.id ?? 'new'}-${auth.data.auditStatus}`} user={user} auth={auth.data} stage={stage} />
      </Panel>
    );
  }
  return (
    <Panel title={t('kyc.section.submitted')} titleId="kyc-submitted" actions={badge}>
      <Stack gap="5">
        <Text data-testid="kyc-stage-text">{t(stage === 'approved' ? 'kyc.approved.body' : 'kyc.awaiting.body')}</Text>
        <KycSummary auth={auth.data} />
      </Stack>
    </Panel>
  );
}
