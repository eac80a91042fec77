import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Envelope } from '@mizani/sdk/contract';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { runDueRailEvents, startRailScheduler } from '../../domain/rails/index.ts';
import type { Actor, MoneyContext } from '../../domain/orders/context.ts';
import { DuplicateOrderError } from '../../domain/orders/duplicate.ts';
import { exportFilter, exportOrders, listOrders } from '../../domain/orders/list.ts';
import { createCollection, createTopUp, payPaybillInSandbox, quoteRecharge } from '../../domain/orders/recharge.ts';
import { findOrder, toOrder, type OrderRow } from '../../domain/orders/repository.ts';
import { createCrossBorderSend, createDomesticSend, quoteCrossBorder, quoteDomestic } from '../../domain/orders/send.ts';
import type { MoneyOptions, MoneyRuntime } from '../../domain/orders/runtime.ts';
import { cancelOrder, checkOrderStatus, createSettlementSink } from '../../domain/orders/settle.ts';

function actorOf(request: FastifyRequest): Actor {
  const meta = requestMeta(request);
  return { userId: request.principal.userId, mainUserId: request.principal.mainUserId, ip: meta.ip, userAgent: meta.userAgent };
}

/** -1059 answers with the order the number already belongs to, so the client can show it. */
async function orDuplicate(reply: FastifyReply, create: () => Promise<OrderRow>) {
  try {
    return toOrder(await create());
  } catch (error) {
    if (!(error instanceof DuplicateOrderError)) throw error;
    const envelope: Envelope<{ sn: string } | null> = { code: error.code, msg: error.message, data: error.sn ? { sn: error.sn } : null };
    return reply.send(envelope);
  }
}

const FORM = 'application/x-www-form-urlencoded';

/**
 * Orders (sends, top-ups, collections, lists, export, cancel, status) and the rails' result sink,
 * with the late-answer poller when `options.railScheduler` is not false.
 */
export function moneyFeature(app: App, options: MoneyOptions = {}): void {
  const context: MoneyContext = { db: app.db, sandbox: app.config.sandbox, now: () => app.identity.now(), log: app.log };
  const sink = createSettlementSink(context);
  app.decorate('money', {
    context,
    sink,
    runDueRailEvents: (now?: Date) => runDueRailEvents(app.db, sink, now ?? context.now()),
  } satisfies MoneyRuntime);

  if (options.railScheduler !== false) {
    const scheduler = startRailScheduler(app.db, sink, {
      now: context.now,
      ...(options.railPollMs ? { intervalMs: options.railPollMs } : {}),
      onError: (error) => app.log.error({ err: error }, 'delivering late rail answers failed'),
    });
    // Before the database closes: a delivery in progress finishes first.
    app.addHook('onClose', () => scheduler.stop());
  }

  // The export arrives as an HTML form would send it (the client's `download`).
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    });
  }

  const { db } = app;
  const main = (request: FastifyRequest) => request.principal.mainUserId;

  defineRoute(app, 'order.pspQuote', (request) => quoteDomestic(context, actorOf(request), request.body));
  defineRoute(app, 'order.mrpQuote', (request) => quoteCrossBorder(context, actorOf(request), request.body));
  defineRoute(app, 'order.pspCreate', (request, reply) => orDuplicate(reply, () => createDomesticSend(context, actorOf(request), request.body)));
  defineRoute(app, 'order.mrpCreate', (request, reply) => orDuplicate(reply, () => createCrossBorderSend(context, actorOf(request), request.body)));
  defineRoute(app, 'order.rechargeCreate', (request, reply) => orDuplicate(reply, () => createTopUp(context, actorOf(request), request.body)));
  defineRoute(app, 'order.collectionCreate', (request, reply) =>
    orDuplicate(reply, () => createCollection(context, actorOf(request), request.body)),
  );
  defineRoute(app, 'order.rechargeQuote', (request) => quoteRecharge(context, actorOf(request), 'topup', request.body));
  defineRoute(app, 'order.collectionQuote', (request) => quoteRecharge(context, actorOf(request), 'collection', request.body));
  defineRoute(app, 'order.list', (request) => listOrders(db, main(request), request.body));
  defineRoute(app, 'order.detail', async (request) => toOrder(await findOrder(db, main(request), request.params.sn)));
  defineRoute(app, 'order.status', async (request) => toOrder(await checkOrderStatus(context, main(request), request.params.sn)));
  defineRoute(app, 'order.cancel', async (request) => toOrder(await cancelOrder(context, main(request), request.params.sn)));
  defineRoute(app, 'order.export', async (request, reply) => {
    const day = context.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportOrders(db, main(request), exportFilter(request.body)));
  });
  if (app.config.sandbox) {
    defineRoute(app, 'sandbox.orderPay', async (request) => toOrder(await payPaybillInSandbox(context, main(request), request.params.sn)));
  }
}
