import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken, VerificationStatus, type UserInfo } from '@mizani/sdk';
import { useUserAuthQuery } from '@mizani/sdk/query';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../../components/panel.tsx';
import { VerificationBadge } from '../../../components/verification-status.tsx';
import { usePermissions } from '../../../hooks/use-permissions.ts';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';

const BODY = {
  [VerificationStatus.NOT_APPLIED]: 'dashboard.verification.notAppliedBody',
  [VerificationStatus.AWAITING_REVIEW]: 'dashboard.verification.pendingBody',
  [VerificationStatus.APPROVED]: 'dashboard.verification.approvedBody',
  [VerificationStatus.REJECTED]: 'dashboard.verification.rejectedBody',
} as const;

/** The verification status of spec section 4, with the way forward: verify, or verify again after a rejection. */
export function VerificationPanel({ user }: { user: UserInfo }) {
  const t = useT();
  const status = user.auditStatus;
  const rejected = status === VerificationStatus.REJECTED;
  // Only a rejection needs the record itself: its reason is shown here.
  const auth = useUserAuthQuery(api, { enabled: rejected && hasToken() });
  const reason = rejected ? auth.data?.rejectReason : null;
  // The KYC/KYB record is the main account's: staff without the KYC menu get no link to it.
  const { canVisit } = usePermissions();
  const verify = status === VerificationStatus.NOT_APPLIED || rejected;
  const target = verify ? paths.kyc : paths.kycAuth;

  return (
    <Panel title={t('dashboard.verification.title')} titleId="dashboard-verification" actions={<VerificationBadge status={status} />}>
      <Stack gap="4" align="flex-start">
        <Text color="fg.muted">{t(BODY[status])}</Text>
        {reason ? (
          <Text fontWeight="medium" color="fg.error" data-testid="reject-reason">
            {t('dashboard.verification.reason', { reason })}
          </Text>
        ) : null}
        {!canVisit(target.path) ? null : verify ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.kyc.getHref()}>{t(rejected ? 'dashboard.verification.reverify' : 'dashboard.verification.verifyNow')}</RouterLink>
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.kycAuth.getHref()}>{t('dashboard.verification.details')}</RouterLink>
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
