import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys } from './keys.ts';

export type RoleStatusVariables = BodyOf<'role.status'>;
export type RoleStatusData = DataOf<'role.status'>;

/** Enables or disables a role (disabling signs its staff out); cached role lists and team lists (which show role names) are stale. */
export const [roleStatusMutation, useRoleStatusMutation] = bodyMutation('role.status', [queryKeys.role.all, queryKeys.team.all]);
