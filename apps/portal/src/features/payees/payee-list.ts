import type { BodyOf, Payee } from '@mizani/sdk';
import { formatCard } from '@mizani/sdk/format';
import type { DateRange } from '@mizani/sdk/lists';

type PayeeQuery = BodyOf<'payee.list'>;

export interface PayeeFilterForm {
  name: string;
  scope: string;
  countryId: string;
  payType: string;
  auditStatus: string;
}

export const EMPTY_PAYEE_FILTER: PayeeFilterForm = { name: '', scope: '', countryId: '', payType: '', auditStatus: '' };

export function payeeQuery(form: PayeeFilterForm, range: DateRange | null, pageNum: number, pageSize: number): PayeeQuery {
  const query: PayeeQuery = { pageNum, pageSize, ...(range ?? {}) };
  const name = form.name.trim();
  if (name) query.name = name;
  if (form.scope !== '') query.scope = Number(form.scope) as NonNullable<PayeeQuery['scope']>;
  if (form.countryId !== '') query.countryId = Number(form.countryId);
  if (form.payType !== '') query.payType = Number(form.payType) as NonNullable<PayeeQuery['payType']>;
  if (form.auditStatus !== '') query.auditStatus = Number(form.auditStatus) as NonNullable<PayeeQuery['auditStatus']>;
  return query;
}

/** Where the money goes, in one line: the account, phone or bank account (grouped in fours). */
export function payeeAccountOf(payee: Payee): string {
  if (payee.userAccountNo) return payee.userAccountNo;
  if (payee.phone) return payee.phone;
  if (payee.bankNo) return `${payee.bankName ?? ''} ${formatCard(payee.bankNo)}`.trim();
  return '';
}
