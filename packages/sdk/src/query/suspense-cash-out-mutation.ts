import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys } from './keys.ts';

export type SuspenseCashOutVariables = BodyOf<'suspense.cashOut'>;
export type SuspenseCashOutData = DataOf<'suspense.cashOut'>;

/** Cashes out of a suspense wallet through the rails; balances, record and the B2C list are read again. */
export const [suspenseCashOutMutation, useSuspenseCashOutMutation] = bodyMutation('suspense.cashOut', [queryKeys.suspense.all, queryKeys.account.all, queryKeys.merchant.all]);
