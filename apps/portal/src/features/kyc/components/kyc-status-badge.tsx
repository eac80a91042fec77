import { VerificationBadge } from '../../../components/verification-status.tsx';
import type { AuthInfo } from '@mizani/sdk';
import { KYC_STATUS_LABELS } from '../kyc-status.ts';

/** The verification status in the words of the verification screens ('Awaiting review', 'Review rejected'). */
export function KycStatusBadge({ status }: { status: AuthInfo['auditStatus'] }) {
  return <VerificationBadge status={status} labelId={KYC_STATUS_LABELS[status]} />;
}
