import { Type } from 'typebox';
import { verifyLedger } from '../domain/ledger/index.ts';
import { silentLog, type MoneyContext } from '../domain/orders/context.ts';
import { listWaitingOrders } from '../features/orders/operator.ts';
import { toOrder } from '../domain/orders/repository.ts';
import { resolveOrder, reviewManualOrder } from '../domain/orders/settle.ts';
import { closed, operation, type OpsContext } from './operation.ts';

const Sn = Type.String({ pattern: '^[A-Z0-9]{6,40}$', maxLength: 40 });
const Reason = Type.String({ minLength: 1, maxLength: 500 });

function money(context: OpsContext): MoneyContext {
  return { db: context.db, sandbox: context.sandbox, now: () => new Date(), log: silentLog };
}

/** The ledger and order actions of the operator (`ledger:verify`, `order:*`). */
export const moneyOperations = {
  'ledger/verify': operation(Type.Object({}, closed), (context) => verifyLedger(context.db)),
  'order/pending': operation(Type.Object({ status: Type.Optional(Type.Enum([-2, -1, 0])) }, closed), (context, body) =>
    listWaitingOrders(context.db, body.status),
  ),
  'order/resolve': operation(
    Type.Object({ sn: Sn, decision: Type.Enum(['pass', 'reject']), reason: Type.Optional(Reason) }, closed),
    async (context, body) =>
      toOrder(
        await resolveOrder(
          money(context),
          body.sn,
          body.decision === 'pass' ? { decision: 'pass' } : { decision: 'reject', reason: body.reason ?? 'Resolved as failed by the operator' },
        ),
      ),
  ),
  'order/approve': operation(Type.Object({ sn: Sn }, closed), async (context, body) =>
    toOrder(await reviewManualOrder(money(context), body.sn, { decision: 'pass' })),
  ),
  'order/reject': operation(Type.Object({ sn: Sn, reason: Reason }, closed), async (context, body) =>
    toOrder(await reviewManualOrder(money(context), body.sn, { decision: 'reject', reason: body.reason })),
  ),
} as const;
