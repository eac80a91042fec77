import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@mizani/i18n';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type SysNoticeData = DataOf<'common.sysNotice'>;

export function fetchSysNotice(api: ApiClient, locale: Locale): Promise<SysNoticeData> {
  return api.common.sysNotice(locale, READ);
}

export function sysNoticeQuery(api: ApiClient, locale: Locale) {
  return queryOptions({ queryKey: queryKeys.common.sysNotice(locale), queryFn: () => fetchSysNotice(api, locale) });
}

export function useSysNoticeQuery(api: ApiClient, locale: Locale, options?: QueryExtras<SysNoticeData>) {
  return useQuery({ ...sysNoticeQuery(api, locale), ...options });
}
