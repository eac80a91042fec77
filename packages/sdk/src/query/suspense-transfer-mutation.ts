import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys } from './keys.ts';

export type SuspenseTransferVariables = BodyOf<'suspense.transfer'>;
export type SuspenseTransferData = DataOf<'suspense.transfer'>;

/** Moves money between a suspense wallet and the main wallet; both balances and the record are read again. */
export const [suspenseTransferMutation, useSuspenseTransferMutation] = bodyMutation('suspense.transfer', [queryKeys.suspense.all, queryKeys.account.all]);
