import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type ContractWorkerData = DataOf<'user.contractWorkerInfo'>;

export function fetchContractWorker(api: ApiClient, id: number): Promise<ContractWorkerData> {
  return api.user.contractWorkerInfo(id, READ);
}

export function contractWorkerQuery(api: ApiClient, id: number) {
  return queryOptions({ queryKey: queryKeys.user.contractWorker(id), queryFn: () => fetchContractWorker(api, id) });
}

export function useContractWorkerQuery(api: ApiClient, id: number, options?: QueryExtras<ContractWorkerData>) {
  return useQuery({ ...contractWorkerQuery(api, id), ...options });
}
