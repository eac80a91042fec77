import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type TeamMenusData = string[];

export function fetchTeamMenus(api: ApiClient): Promise<TeamMenusData> {
  return api.team.menus(READ);
}

export function teamMenusQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.team.menus(), queryFn: () => fetchTeamMenus(api) });
}

export function useTeamMenusQuery(api: ApiClient, options?: QueryExtras<TeamMenusData>) {
  return useQuery({ ...teamMenusQuery(api), ...options });
}
