import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@mizani/sdk/contract';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { DuplicateOrderError, type Actor, type MoneyContext } from '../../domain/orders/index.ts';
import { convert, quoteConversion } from './convert.ts';
import { exportConversions, listConversions } from './list.ts';
import { currenciesOfCountry, currentRates, ensureRateHistory, rateHistory, walkRates } from './rates.ts';

export interface FxOptions {
  /**
   * Move the sandbox rates every `FX_RATE_WALK_MINUTES` (default 5) in the background. Tests turn
   * it off so that no rate changes behind their back; they call `walkRates` when they want a step.
   */
  rateWalk?: boolean;
}

const FORM = 'application/x-www-form-urlencoded';

/** Minutes between two steps of the sandbox walk when FX_RATE_WALK_MINUTES is not set. */
export const DEFAULT_RATE_WALK_MINUTES = 5;

function actorOf(request: FastifyRequest): Actor {
  const meta = requestMeta(request);
  return { userId: request.principal.userId, mainUserId: request.principal.mainUserId, ip: meta.ip, userAgent: meta.userAgent };
}

/**
 * Rates (current, history, the currencies of a country), conversions between the caller's own
 * wallets (quote, convert, list, export), the history a first start gives every rate, and in
 * sandbox mode the walk that moves the rates.
 */
export function fxFeature(app: App, options: FxOptions = {}): void {
  const { db } = app;
  const context: MoneyContext = { db, sandbox: app.config.sandbox, now: () => app.identity.now(), log: app.log };
  const main = (request: FastifyRequest) => request.principal.mainUserId;

  // Before the first request: every configured rate has a history (the chart has something to draw).
  app.addHook('onReady', async () => {
    const written = await ensureRateHistory(db, { sandbox: app.config.sandbox, now: context.now() });
    if (written > 0) app.log.info(`exchange rate history started with ${written} rows`);
  });

  const minutes = app.config.fxRateWalkMinutes ?? DEFAULT_RATE_WALK_MINUTES;
  if (app.config.sandbox && options.rateWalk !== false && minutes > 0) {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = walkRates(db, context.now()).catch((error: unknown) => app.log.error({ err: error }, 'moving the sandbox exchange rates failed'));
    }, minutes * 60_000);
    timer.unref();
    // Before the database closes: a step in progress finishes first.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }

  // The export arrives as an HTML form would send it (the client's `download`), like the orders'.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    });
  }

  defineRoute(app, 'common.exchangeRateCurrent', (request) => currentRates(db, request.body));
  defineRoute(app, 'common.exchangeRateHistory', (request) => rateHistory(db, request.body));
  defineRoute(app, 'common.currencyByCountryId', (request) => currenciesOfCountry(db, request.params.id));

  defineRoute(app, 'fx.quote', (request) => quoteConversion(context, actorOf(request), request.body));
  defineRoute(app, 'fx.convert', async (request, reply: FastifyReply) => {
    try {
      return await convert(context, actorOf(request), request.body);
    } catch (error) {
      if (!(error instanceof DuplicateOrderError)) throw error;
      // -1059 names the conversion the number already belongs to, as orders do.
      const envelope: Envelope<{ sn: string } | null> = { code: error.code, msg: error.message, data: error.sn ? { sn: error.sn } : null };
      return reply.send(envelope);
    }
  });
  defineRoute(app, 'fx.list', (request) => listConversions(db, main(request), request.body));
  defineRoute(app, 'fx.export', async (request, reply) => {
    const day = context.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="conversions-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportConversions(db, main(request), request.body));
  });
}
