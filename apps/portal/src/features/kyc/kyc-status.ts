import type { MessageId } from '@mizani/i18n';
import { VerificationStatus, type AuthInfo } from '@mizani/sdk';

type Status = AuthInfo['auditStatus'];

/** The verification screens' words for a status (the audit status of spec section 3). */
export const KYC_STATUS_LABELS: Record<Status, MessageId> = {
  [VerificationStatus.NOT_APPLIED]: 'kyc.status.notApplied',
  [VerificationStatus.AWAITING_REVIEW]: 'kyc.status.awaitingReview',
  [VerificationStatus.APPROVED]: 'kyc.status.approved',
  [VerificationStatus.REJECTED]: 'kyc.status.reviewRejected',
};

export type KycStage = 'notApplied' | 'draft' | 'awaiting' | 'approved' | 'rejected';

/** Where a verification stands: a saved but unsent record is a draft, not "not applied". */
export function stageOf(auth: Pick<AuthInfo, 'id' | 'auditStatus'>): KycStage {
  switch (auth.auditStatus) {
    case VerificationStatus.AWAITING_REVIEW:
      return 'awaiting';
    case VerificationStatus.APPROVED:
      return 'approved';
    case VerificationStatus.REJECTED:
      return 'rejected';
    default:
      return auth.id ? 'draft' : 'notApplied';
  }
}

/** Whether the form may be edited and sent: before any submission, and after a rejection. */
export function isEditable(stage: KycStage): boolean {
  return stage === 'notApplied' || stage === 'draft' || stage === 'rejected';
}

export const NEXT_STEP: Record<KycStage, { text: MessageId; action: MessageId }> = {
  notApplied: { text: 'kycAuth.next.notApplied', action: 'kycAuth.action.start' },
  draft: { text: 'kycAuth.next.draft', action: 'kycAuth.action.continue' },
  awaiting: { text: 'kycAuth.next.awaiting', action: 'kycAuth.action.view' },
  approved: { text: 'kycAuth.next.approved', action: 'kycAuth.action.view' },
  rejected: { text: 'kycAuth.next.rejected', action: 'kycAuth.action.resubmit' },
};
