import type { MessageId } from '@mizani/i18n';
import type { VaApplyBody } from '@mizani/sdk';
import { boolean, object, string } from 'yup';

export interface VaApplyValues {
  payType: string;
  currencyId: string;
  countryId: string;
  accountName: string;
  agreement: boolean;
}

export function emptyVaApply(countryId: number | null | undefined, accountName = ''): VaApplyValues {
  return { payType: '', currencyId: '', countryId: countryId ? String(countryId) : '', accountName, agreement: false };
}

/** The spec's required messages, the user agreement included (section 5). */
export function vaApplySchema(t: (id: MessageId) => string) {
  return object({
    payType: string().required(t('assets.validation.payType')),
    currencyId: string().required(t('assets.validation.currency')),
    countryId: string().required(t('assets.validation.country')),
    accountName: string().trim().required(t('assets.validation.accountName')),
    agreement: boolean().oneOf([true], t('assets.validation.agreement')).required(t('assets.validation.agreement')),
  });
}

export function toVaApplyBody(values: VaApplyValues): VaApplyBody {
  return {
    payType: Number(values.payType) as VaApplyBody['payType'],
    currencyId: values.currencyId,
    countryId: Number(values.countryId),
    accountName: values.accountName.trim(),
    agreement: values.agreement,
  };
}

export const VA_STEPS = ['SUBMITTED', 'CONFIRMED', 'SUCCESSFUL'] as const;

/** How far along an application is: 0 Submitted, 1 Confirmed, 2 Successful. */
export function vaStepIndex(status: string): number {
  return Math.max(0, VA_STEPS.indexOf(status as (typeof VA_STEPS)[number]));
}
