import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './types.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's own id is kept when it is plain text of a sane length, so a merchant can find its
 * call in our logs under the id it logged itself; anything else (empty, huge, control characters,
 * several values) would poison logs and the request log, so a fresh one is made instead.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{8,128}$/;

/** Fastify's `genReqId`: the caller's sane `X-Request-Id`, or a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Puts the request id on a reply (also the router's own refusals, which run no hooks). */
export function sendRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
}

/**
 * Every reply says which request it answers, success or refusal, API or page, so a support
 * question can quote it and it can be found in the logs and in the merchant's request log.
 */
export function registerRequestId(app: App): void {
  app.addHook('onRequest', async (request, reply) => sendRequestId(request, reply));
}
