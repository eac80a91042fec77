import { Type, type Static, type TSchema } from 'typebox';
import type { Db } from '../db/types.ts';
import { listAuth, MAX_REASON_LENGTH, reviewAuth } from '../features/kyc/service.ts';
import { getAutoApprove, setAutoApprove } from '../features/kyc/settings.ts';
import type { OutboxLog } from '../features/outbox/outbox.ts';
import { moneyOperations } from './money-operations.ts';
import { fxOperations } from '../features/fx/operations.ts';
import { apiOperations } from '../features/merchant/operations.ts';
import { listPayeeQueue, MAX_REJECT_REASON, reviewPayee } from '../features/payees/service.ts';
import { advanceVa } from '../features/va/service.ts';

/**
 * Operator actions, each runnable two ways with the same code: through the running server's
 * /api/ops endpoints (the embedded database admits one process), or by the CLI on the database
 * directly when no server holds it.
 */
export interface OpsContext {
  db: Db;
  /** Sandbox mode of the process that runs the action. */
  sandbox: boolean;
  /** Recorded as the reviewer of KYC decisions: how the decision was made. */
  reviewer: 'ops-api' | 'ops-cli';
  log?: OutboxLog;
}

export interface Operation<S extends TSchema = TSchema, R = unknown> {
  body: S;
  run(context: OpsContext, body: Static<S>): Promise<R>;
}

const closed = { additionalProperties: false } as const;
const AccountNo = Type.String({ minLength: 1, maxLength: 40 });

function operation<S extends TSchema, R>(body: S, run: (context: OpsContext, body: Static<S>) => Promise<R>): Operation<S, R> {
  return { body, run };
}

export interface AutoApproveState {
  /** The stored switch. */
  enabled: boolean;
  /** Whether the server is in sandbox mode, the only mode in which the switch does anything. */
  sandbox: boolean;
}

export const operations = {
  'kyc/list': operation(Type.Object({ status: Type.Optional(Type.Enum([-1, 0, 1, 2])) }, closed), (context, body) =>
    listAuth(context.db, body.status),
  ),
  'kyc/approve': operation(Type.Object({ accountNo: AccountNo }, closed), (context, body) =>
    reviewAuth(context.db, body.accountNo, { approve: true }, { name: context.reviewer, log: context.log }),
  ),
  'kyc/reject': operation(
    Type.Object({ accountNo: AccountNo, reason: Type.String({ minLength: 1, maxLength: MAX_REASON_LENGTH }) }, closed),
    (context, body) => reviewAuth(context.db, body.accountNo, { approve: false, reason: body.reason }, { name: context.reviewer, log: context.log }),
  ),
  'sandbox/auto-approve': operation(
    Type.Object({ enabled: Type.Optional(Type.Boolean()) }, closed),
    async (context, body): Promise<AutoApproveState> => {
      if (body.enabled !== undefined) await setAutoApprove(context.db, body.enabled);
      return { enabled: await getAutoApprove(context.db), sandbox: context.sandbox };
    },
  ),
  'payee/list': operation(Type.Object({ status: Type.Optional(Type.Enum([-1, 0, 1, 2])) }, closed), (context, body) =>
    listPayeeQueue(context.db, body.status),
  ),
  'payee/approve': operation(Type.Object({ id: Type.Integer({ minimum: 1 }) }, closed), (context, body) =>
    reviewPayee(context.db, body.id, { approve: true }, context.reviewer),
  ),
  'payee/reject': operation(
    Type.Object({ id: Type.Integer({ minimum: 1 }), reason: Type.String({ minLength: 1, maxLength: MAX_REJECT_REASON }) }, closed),
    (context, body) => reviewPayee(context.db, body.id, { approve: false, reason: body.reason }, context.reviewer),
  ),
  'va/advance': operation(Type.Object({ id: Type.Integer({ minimum: 1 }) }, closed), (context, body) => advanceVa(context.db, body.id)),
  ...moneyOperations,
  ...fxOperations,
  ...apiOperations,
} as const;

export type OperationName = keyof typeof operations;
export type OperationBody<N extends OperationName> = Static<(typeof operations)[N]['body']>;
export type OperationResult<N extends OperationName> = Awaited<ReturnType<(typeof operations)[N]['run']>>;
