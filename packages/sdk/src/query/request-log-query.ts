import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type RequestLogParams = BodyOf<'requestLog.list'>;
export type RequestLogData = DataOf<'requestLog.list'>;

export function fetchRequestLog(api: ApiClient, params: RequestLogParams): Promise<RequestLogData> {
  return api.requestLog.list(params, READ);
}

export function requestLogQuery(api: ApiClient, params: RequestLogParams) {
  return queryOptions({ queryKey: queryKeys.requestLog.list(params), queryFn: () => fetchRequestLog(api, params) });
}

/** One page of the merchant's own API calls of the last 7 days, newest first. */
export function useRequestLogQuery(api: ApiClient, params: RequestLogParams, options?: QueryExtras<RequestLogData>) {
  return useQuery({ ...requestLogQuery(api, params), ...options });
}
