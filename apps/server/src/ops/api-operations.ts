import { Type } from 'typebox';
import { listPendingAccess, MAX_AUDIT_REASON, reviewAccess } from '../domain/merchant/access.ts';
import { closed, operation } from './operation.ts';

const UserId = Type.Integer({ minimum: 1 });

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
