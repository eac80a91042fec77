import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';

export type TeamResetPwdVariables = BodyOf<'team.resetPwd'>;
export type TeamResetPwdData = DataOf<'team.resetPwd'>;

/** Gives a staff member a new login password. Nothing cached shows passwords, so nothing is invalidated. */
export function teamResetPwdMutation(api: ApiClient) {
  return mutationOptions({
    mutationFn: (variables: TeamResetPwdVariables): Promise<TeamResetPwdData> => api.team.resetPwd(variables),
  });
}

export function useTeamResetPwdMutation(api: ApiClient) {
  return useMutation(teamResetPwdMutation(api));
}
