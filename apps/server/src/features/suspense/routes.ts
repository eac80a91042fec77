/** The console's suspense calls: balances, record, top-up from the main wallet, transfer, cash-out. */
import { Code, type Envelope } from '@mizani/sdk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../auth/meta.ts';
import { createPayout } from '../merchant/orders.ts';
import { checkFundPassword, DuplicateOrderError, type Actor } from '../orders/index.ts';
import { listSuspenseMovements, moveSuspense, suspenseBalances } from './service.ts';

function actorOf(request: FastifyRequest): Actor {
  const meta = requestMeta(request);
  return { userId: request.principal.userId, mainUserId: request.principal.mainUserId, ip: meta.ip, userAgent: meta.userAgent };
}

/** Money moves in the API area need approved API access (-1105), like the API itself. */
export async function requireApprovedAccess(db: Db, mainUserId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM api_access WHERE user_id = $1 AND audit_status = 1', [mainUserId]);
  if (rows.length === 0) throw new AppError(Code.OPEN_ACCESS_NOT_APPROVED);
}

/** -1059 answers with the order the number already belongs to, when there is one. */
export async function orDuplicate<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DuplicateOrderError)) throw error;
    const envelope: Envelope<{ orderNo: string } | null> = { code: error.code, msg: error.message, data: error.sn ? { orderNo: error.sn } : null };
    return reply.send(envelope);
  }
}

export function suspenseRoutes(app: App): void {
  const { db } = app;
  const context = () => app.money.context;
  defineRoute(app, 'suspense.balance', (request) => suspenseBalances(db, request.principal.mainUserId));
  defineRoute(app, 'suspense.recordList', (request) => listSuspenseMovements(db, request.principal.mainUserId, request.body));
  defineRoute(app, 'suspense.recharge', async (request, reply) => {
    await requireApprovedAccess(db, request.principal.mainUserId);
    return orDuplicate(reply, () => moveSuspense(context(), actorOf(request), { ...request.body, kind: 'recharge', direction: 'toSuspense' }));
  });
  defineRoute(app, 'suspense.transfer', async (request, reply) => {
    await requireApprovedAccess(db, request.principal.mainUserId);
    return orDuplicate(reply, () => moveSuspense(context(), actorOf(request), { ...request.body, kind: 'transfer' }));
  });
  defineRoute(app, 'suspense.cashOut', async (request, reply) => {
    const actor = actorOf(request);
    await requireApprovedAccess(db, actor.mainUserId);
    const { fundPassword, clientOrderNo, ...payout } = request.body;
    await checkFundPassword(db, { userId: actor.userId, password: fundPassword, ip: actor.ip, userAgent: actor.userAgent, now: context().now() });
    return orDuplicate(reply, () =>
      createPayout(context(), { userId: actor.mainUserId, createdBy: actor.userId }, { ...payout, merchantOrderNo: clientOrderNo }, 'console'),
    );
  });
}
