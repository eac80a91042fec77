import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys } from './keys.ts';

export type SuspenseRechargeVariables = BodyOf<'suspense.recharge'>;
export type SuspenseRechargeData = DataOf<'suspense.recharge'>;

/** Tops up a suspense wallet from the main wallet; both balances and the record are read again. */
export const [suspenseRechargeMutation, useSuspenseRechargeMutation] = bodyMutation('suspense.recharge', [queryKeys.suspense.all, queryKeys.account.all]);
