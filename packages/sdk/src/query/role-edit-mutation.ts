import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys } from './keys.ts';

export type RoleEditVariables = BodyOf<'role.edit'>;
export type RoleEditData = DataOf<'role.edit'>;

/** Changes a role's name and permissions; cached role lists and team lists (which show role names) are stale. */
export const [roleEditMutation, useRoleEditMutation] = bodyMutation('role.edit', [queryKeys.role.all, queryKeys.team.all]);
