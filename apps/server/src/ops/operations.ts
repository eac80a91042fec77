import { Type, type Static } from 'typebox';
import { listAuth, MAX_REASON_LENGTH, reviewAuth, showAuth } from '../features/kyc/service.ts';
import { createTempUrl, findFile } from '../domain/files/service.ts';
import { getAutoApprove, setAutoApprove } from '../domain/kyc/settings.ts';
import { listPayeeQueue, MAX_REJECT_REASON, reviewPayee } from '../domain/payees/service.ts';
import { advanceVa } from '../features/va/service.ts';
import { apiOperations } from './api-operations.ts';
import { channelOperations } from './channel-operations.ts';
import { fxOperations } from './fx-operations.ts';
import { moneyOperations } from './money-operations.ts';
import { tierOperations } from './tier-operations.ts';
import { closed, operation } from './operation.ts';

const AccountNo = Type.String({ minLength: 1, maxLength: 40 });

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
  'kyc/show': operation(Type.Object({ accountNo: AccountNo }, closed), async (context, body) => {
    const record = await showAuth(context.db, body.accountNo);
    const files = [];
    for (const file of record.files) {
      const stored = await findFile(context.db, file.fileId);
      files.push({ ...file, name: stored?.originalName ?? null, mime: stored?.mime ?? null, size: stored?.size ?? null, ...(await createTempUrl(context.db, file.fileId)) });
    }
    return { ...record, files };
  }),
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
  ...tierOperations,
  ...channelOperations,
} as const;

export type OperationName = keyof typeof operations;
export type OperationBody<N extends OperationName> = Static<(typeof operations)[N]['body']>;
export type OperationResult<N extends OperationName> = Awaited<ReturnType<(typeof operations)[N]['run']>>;
