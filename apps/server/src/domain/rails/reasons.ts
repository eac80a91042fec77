/**
 * Why a sandbox rail failed a payment: each reason has a code the apps word in the user's
 * language (`money.railReason.<code>` in the catalogues) and the English words the rail records,
 * which the operator and the merchant API read. The order keeps the words; its code is found
 * again from them here, so the two cannot drift apart.
 */
import { en } from '@mizani/i18n';
import { RAIL_REASON_CODES, type RailReasonCode } from '@mizani/sdk/contract';

export { RAIL_REASON_CODES, type RailReasonCode };

/** The English words the rail records for a reason (the catalogue's, so screens and records agree). */
export const railReasonText = (code: RailReasonCode): string => en[`money.railReason.${code}`];

const CODE_OF_TEXT = new Map<string, RailReasonCode>(RAIL_REASON_CODES.map((code) => [railReasonText(code), code]));

/** The code of a reason a rail recorded, or null for any other (an operator's words, a refused request). */
export function railReasonCode(reason: string | null): RailReasonCode | null {
  return reason === null ? null : (CODE_OF_TEXT.get(reason) ?? null);
}

/** The reason a sandbox payment fails with: at once (a …6 number) or late (…8), by direction and kind of number. */
export const SANDBOX_FAILURES = {
  atOnce: {
    payout: { phone: 'recipientNotRegistered', bank: 'beneficiaryAccountMissing' },
    collect: { phone: 'payerNotRegistered', bank: 'payerBankAccountMissing' },
  },
  late: {
    payout: { phone: 'walletRejected', bank: 'returnedByBeneficiaryBank' },
    collect: { phone: 'payerCancelled', bank: 'returnedByPayerBank' },
  },
} as const satisfies Record<'atOnce' | 'late', Record<'payout' | 'collect', Record<'phone' | 'bank', RailReasonCode>>>;
