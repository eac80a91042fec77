/** The console's suspense calls: balances, record, top-up from the main wallet, transfer, cash-out. */
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { createPayout } from '../../domain/merchant/orders.ts';
import { checkFundPassword, type Actor } from '../../domain/orders/index.ts';
import { orDuplicate, requireApprovedAccess } from '../../domain/suspense/guards.ts';
import { quoteSuspenseMove } from '../../domain/suspense/quote.ts';
import { listSuspenseMovements, moveSuspense, suspenseBalances } from '../../domain/suspense/service.ts';

function actorOf(request: FastifyRequest): Actor {
  const meta = requestMeta(request);
  return { userId: request.principal.userId, mainUserId: request.principal.mainUserId, ip: meta.ip, userAgent: meta.userAgent };
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
  defineRoute(app, 'suspense.quote', async (request) => {
    await requireApprovedAccess(db, request.principal.mainUserId);
    return quoteSuspenseMove(context(), request.body);
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
