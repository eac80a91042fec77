import { Code } from '@mizani/sdk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/envelope.ts';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { listOutbox } from '../../domain/outbox/outbox.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A caller on this machine. A request a proxy forwarded is not, even from a proxy on this
 * machine: without TRUST_PROXY its address would be the proxy's loopback one.
 */
function isLocalCaller(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return LOOPBACK.test(request.ip) && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * Sandbox only: the messages the server would have sent, for people and end-to-end tests on this
 * machine. Every code is in it, so from elsewhere it would let anyone reset any password: other
 * callers get 1000 unless SANDBOX_OUTBOX_OPEN opens it.
 */
export function outboxRoutes(app: App): void {
  defineRoute(app, 'sandbox.outbox', (request) => {
    if (!app.config.sandboxOutboxOpen && !isLocalCaller(request)) throw new AppError(Code.NO_PERMISSION);
    return listOutbox(app.db, request.query.to || undefined);
  });
}
