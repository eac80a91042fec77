/**
 * Why a rail failed a payment, as codes the apps word in the user's language
 * (`money.railReason.<code>`); an order carries one beside the rail's English words.
 */
export const RAIL_REASON_CODES = [
  'recipientNotRegistered',
  'walletRejected',
  'payerNotRegistered',
  'payerCancelled',
  'beneficiaryAccountMissing',
  'returnedByBeneficiaryBank',
  'payerBankAccountMissing',
  'returnedByPayerBank',
  'recalledBySender',
] as const;
export type RailReasonCode = (typeof RAIL_REASON_CODES)[number];
