/** Records each call of the merchant API's scope in the request log, after the reply is sent. */
import type { MerchantOrderType } from '@mizani/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../http/types.ts';
import { maskBody, merchantOrderNoOf } from './mask.ts';

/** The envelope's code, read off the start of the reply as sent (`{"code":…` comes first). */
const ENVELOPE_CODE = /^\{"code":(-?\d{1,9}),/;
const codes = new WeakMap<object, number>();

/** A call that places or prices an order of a kind, by the route it reached. */
function orderTypeOf(routeUrl: string | undefined): MerchantOrderType | null {
  if (!routeUrl) return null;
  if (/\/payin$/.test(routeUrl)) return 'payin';
  if (/\/payout(\/|$)/.test(routeUrl)) return 'payout';
  return null;
}

export interface CapturedCall {
  userId: number;
  rawBody: Buffer | undefined;
}

/**
 * Hooks for the merchant API's scope: `whose` names the merchant of a request (undefined when the
 * signature was refused, so the caller is unknown and nothing is logged).
 */
export function captureCalls(scope: FastifyInstance, app: App, whose: (request: FastifyRequest) => CapturedCall | undefined): void {
  scope.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (typeof payload === 'string') {
      const match = ENVELOPE_CODE.exec(payload.slice(0, 24));
      if (match) codes.set(request.raw, Number(match[1]));
    }
    return payload;
  });
  scope.addHook('onResponse', async (request, reply) => {
    const call = whose(request);
    if (!call) return;
    const elapsedMs = Math.max(0, Math.round(reply.elapsedTime));
    app.requestLog.add({
      userId: call.userId,
      requestId: request.id,
      method: request.method,
      path: (request.raw.url ?? request.url).slice(0, 500),
      status: reply.statusCode,
      code: codes.get(request.raw) ?? null,
      latencyMs: elapsedMs,
      merchantOrderNo: merchantOrderNoOf(request.body, request.query),
      orderType: orderTypeOf(request.routeOptions.url),
      body: maskBody(call.rawBody),
      at: new Date(app.identity.now().getTime() - elapsedMs),
    });
  });
}
