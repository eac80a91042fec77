import type { BodyOf } from '@mizani/sdk';
import type { DateRange } from '@mizani/sdk/lists';

type HistoryQuery = BodyOf<'account.rechargeHistoryList'>;

/** The history screen's filter fields as the form holds them: text, '' for "all". */
export interface HistoryFilterForm {
  scope: string;
  currencyId: string;
  status: string;
  payType: string;
  type: string;
  direction: string;
  sn: string;
}

export const EMPTY_HISTORY_FILTER: HistoryFilterForm = { scope: '', currencyId: '', status: '', payType: '', type: '', direction: '', sn: '' };

/** The list request of a filter: '' fields are left out (no filter), numbers become numbers. */
export function historyQuery(form: HistoryFilterForm, range: DateRange | null, pageNum: number, pageSize: number): HistoryQuery {
  const query: HistoryQuery = { pageNum, pageSize, ...(range ?? {}) };
  if (form.scope !== '') query.scope = Number(form.scope) as NonNullable<HistoryQuery['scope']>;
  if (form.currencyId !== '') query.currencyId = form.currencyId;
  if (form.status !== '') query.status = Number(form.status) as NonNullable<HistoryQuery['status']>;
  if (form.payType !== '') query.payType = Number(form.payType) as NonNullable<HistoryQuery['payType']>;
  if (form.type !== '') query.type = Number(form.type) as NonNullable<HistoryQuery['type']>;
  if (form.direction === 'in' || form.direction === 'out') query.direction = form.direction;
  const sn = form.sn.trim();
  if (sn) query.sn = sn;
  return query;
}

/** The export filter of the same selection: the orders behind the listed movements. */
export function historyExportFilter(query: HistoryQuery): Omit<BodyOf<'order.list'>, 'pageNum' | 'pageSize'> {
  const { scope, currencyId, status, payType, type, sn, beginTime, endTime } = query;
  return Object.fromEntries(
    Object.entries({ scope, currencyId, status, payType, type, sn, beginTime, endTime }).filter(([, value]) => value !== undefined),
  ) as Omit<BodyOf<'order.list'>, 'pageNum' | 'pageSize'>;
}
