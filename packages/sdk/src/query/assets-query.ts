import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type AssetsData = DataOf<'account.assets'>;

export function fetchAssets(api: ApiClient): Promise<AssetsData> {
  return api.account.assets(READ);
}

/** Wallet balances per currency and scope; under `account`, so anything that moves money makes it stale. */
export function assetsQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.account.assets(), queryFn: () => fetchAssets(api) });
}

export function useAssetsQuery(api: ApiClient, options?: QueryExtras<AssetsData>) {
  return useQuery({ ...assetsQuery(api), ...options });
}
