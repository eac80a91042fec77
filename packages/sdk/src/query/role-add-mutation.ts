import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys } from './keys.ts';

export type RoleAddVariables = BodyOf<'role.add'>;
export type RoleAddData = DataOf<'role.add'>;

/** Creates a role; cached role lists and team lists (which show role names) are stale. */
export const [roleAddMutation, useRoleAddMutation] = bodyMutation('role.add', [queryKeys.role.all, queryKeys.team.all]);
