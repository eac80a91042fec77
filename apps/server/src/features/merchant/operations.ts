import { Type, type Static, type TSchema } from 'typebox';
import type { Operation, OpsContext } from '../../ops/operations.ts';
import { listPendingAccess, MAX_AUDIT_REASON, reviewAccess } from './access.ts';

const closed = { additionalProperties: false } as const;
const UserId = Type.Integer({ minimum: 1 });

function operation<S extends TSchema, R>(body: S, run: (context: OpsContext, body: Static<S>) => Promise<R>): Operation<S, R> {
  return { body, run };
}

/** The operator's review of API access (`api:pending`, `api:approve`, `api:reject`). */
export const apiOperations = {
  'api/pending': operation(Type.Object({}, closed), (context) => listPendingAccess(context.db)),
  'api/approve': operation(Type.Object({ userId: UserId }, closed), (context, body) =>
    reviewAccess(context.db, body.userId, { approve: true }, context.reviewer),
  ),
  'api/reject': operation(Type.Object({ userId: UserId, reason: Type.String({ minLength: 1, maxLength: MAX_AUDIT_REASON }) }, closed), (context, body) =>
    reviewAccess(context.db, body.userId, { approve: false, reason: body.reason }, context.reviewer),
  ),
} as const;
