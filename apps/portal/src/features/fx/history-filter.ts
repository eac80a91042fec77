import type { FxExportForm, FxListQuery } from '@mizani/sdk/contract';
import type { DatePreset, DateRange } from '@mizani/sdk/lists';

export const FX_HISTORY_PAGE_SIZE = 10;

/** What the user filters the conversions by, besides the period. */
export interface FxCriteria {
  fromCurrency?: string | undefined;
  toCurrency?: string | undefined;
  sn?: string | undefined;
}

export const NO_FX_CRITERIA: FxCriteria = {};

export interface FxHistoryState {
  pageNum: number;
  preset: DatePreset;
  range: DateRange | null;
  criteria: FxCriteria;
}

const set = <K extends string>(key: K, value: string | undefined): { [P in K]?: string } =>
  (value ? { [key]: value } : {}) as { [P in K]?: string };

/** The export's form: the list's filters without paging; empty values left out. */
export function fxExportForm(state: FxHistoryState): FxExportForm {
  return {
    ...set('fromCurrency', state.criteria.fromCurrency),
    ...set('toCurrency', state.criteria.toCurrency),
    ...set('sn', state.criteria.sn?.trim()),
    ...(state.range ? { beginTime: state.range.beginTime, endTime: state.range.endTime } : {}),
  };
}

/** `/fx/list`'s body for a page of the history. */
export function fxListParams(state: FxHistoryState): FxListQuery {
  return { pageNum: state.pageNum, pageSize: FX_HISTORY_PAGE_SIZE, ...fxExportForm(state) };
}
