import { Badge } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { VerificationStatus } from '@mizani/sdk';

type Status = (typeof VerificationStatus)[keyof typeof VerificationStatus];

/** The dashboard's words for the verification status (spec section 4). */
export const VERIFICATION_LABELS: Record<Status, MessageId> = {
  [VerificationStatus.NOT_APPLIED]: 'verification.status.notApplied',
  [VerificationStatus.AWAITING_REVIEW]: 'verification.status.pendingApproval',
  [VerificationStatus.APPROVED]: 'verification.status.approved',
  [VerificationStatus.REJECTED]: 'verification.status.rejected',
};

const PALETTES: Record<Status, string> = {
  [VerificationStatus.NOT_APPLIED]: 'gray',
  [VerificationStatus.AWAITING_REVIEW]: 'orange',
  [VerificationStatus.APPROVED]: 'green',
  [VerificationStatus.REJECTED]: 'red',
};

export function VerificationBadge({ status, labelId }: { status: Status; labelId?: MessageId }) {
  const t = useT();
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle" size="lg" data-status={status}>
      {t(labelId ?? VERIFICATION_LABELS[status])}
    </Badge>
  );
}
