import type { BodyOf, OrderListQuery, Scope } from '@mizani/sdk';
import type { DatePreset, DateRange } from '@mizani/sdk/lists';

export const ORDERS_PAGE_SIZE = 10;

/** The filter fields the user sets on the transactions screen; unset means no filter. */
export interface OrderCriteria {
  status?: OrderListQuery['status'] | undefined;
  type?: OrderListQuery['type'] | undefined;
  payType?: OrderListQuery['payType'] | undefined;
  sn?: string | undefined;
}
export const NO_CRITERIA: OrderCriteria = {};

/** What the transactions screen filters by; the range is fixed when the preset is chosen, not per render. */
export interface OrderFilter extends OrderCriteria {
  scope: Scope;
  pageNum: number;
  /** The cursor of a page reached from the one before it. */
  cursor?: string | undefined;
  preset: DatePreset;
  range: DateRange | null;
}

/** The `/order/list` body: paging plus only the filters that are set. */
export function listParams(filter: OrderFilter): OrderListQuery {
  const params: OrderListQuery = { pageNum: filter.pageNum, pageSize: ORDERS_PAGE_SIZE, scope: filter.scope };
  if (filter.cursor) params.cursor = filter.cursor;
  if (filter.status !== undefined) params.status = filter.status;
  if (filter.type !== undefined) params.type = filter.type;
  if (filter.payType !== undefined) params.payType = filter.payType;
  if (filter.sn) params.sn = filter.sn;
  if (filter.range) Object.assign(params, filter.range);
  return params;
}

/** The list's body as the screen first asks for it: page 1, all dates, no filter (useListState's start). */
export function firstPage(scope: Scope): OrderListQuery {
  return listParams({ scope, pageNum: 1, preset: 'all', range: null });
}

/** The same filters without paging, for `/order/export`: the file holds every row the list would page through. */
export function exportForm(filter: OrderFilter): Omit<OrderListQuery, 'pageNum' | 'pageSize'> {
  const { pageNum: _pageNum, pageSize: _pageSize, cursor: _cursor, ...rest } = listParams(filter);
  return rest;
}

/**
 * The channel lists the channel filter offers: sending, topping up and collecting in the scope, in
 * the user's country. The screen and its route loader ask for the same three.
 */
export function filterChannelLists(countryId: number, scope: Scope): BodyOf<'common.queryChannel'>[] {
  return ([0, -1, 1] as const).map((channelType) => ({ countryId, type: scope, channelType }));
}
