/**
 * The console's request log: every call of the merchant API a merchant made (correctly signed, so
 * it is known whose it is), kept 7 days, with its request id, result and masked body.
 */
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { permittedTypes } from '../../domain/webhooks/permitted.ts';
import { listRequestLog } from './service.ts';
import { RequestLogWriter } from './writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requestLog: RequestLogWriter;
  }
}

export function requestLogFeature(app: App): void {
  const writer = new RequestLogWriter(app.db, {
    now: () => app.identity.now(),
    onError: (error) => app.log.error({ err: error }, 'writing the request log failed'),
  });
  app.decorate('requestLog', writer);
  app.addHook('onClose', () => writer.flush());

  defineRoute(app, 'requestLog.list', async (request) =>
    listRequestLog(app.db, request.principal.mainUserId, request.body, await permittedTypes(request), app.identity.now()),
  );
}
