import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@mizani/i18n';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type Notice3Data = DataOf<'common.notice3'>;

export function fetchNotice3(api: ApiClient, locale: Locale): Promise<Notice3Data> {
  return api.common.notice3(locale, READ);
}

export function notice3Query(api: ApiClient, locale: Locale) {
  return queryOptions({ queryKey: queryKeys.common.notice3(locale), queryFn: () => fetchNotice3(api, locale) });
}

export function useNotice3Query(api: ApiClient, locale: Locale, options?: QueryExtras<Notice3Data>) {
  return useQuery({ ...notice3Query(api, locale), ...options });
}
