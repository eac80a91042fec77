import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { bodyMutation } from './body-mutation.ts';
import { queryKeys } from './keys.ts';

export type SandboxSuspenseFundVariables = BodyOf<'sandbox.suspenseFund'>;
export type SandboxSuspenseFundData = DataOf<'sandbox.suspenseFund'>;

/** Sandbox only: credits a suspense wallet from the sandbox funding account; its balance and record are read again. */
export const [sandboxSuspenseFundMutation, useSandboxSuspenseFundMutation] = bodyMutation('sandbox.suspenseFund', [queryKeys.suspense.all]);
