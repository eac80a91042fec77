/** The console's view of status notifications: every delivery with its attempts, and resend. */
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { permittedTypes } from '../../domain/webhooks/permitted.ts';
import { listDeliveries, replayFailedDeliveries, resendDelivery } from '../../domain/webhooks/queue.ts';

export function webhookRoutes(app: App): void {
  defineRoute(app, 'webhook.list', async (request) =>
    listDeliveries(app.db, request.principal.mainUserId, request.body, await permittedTypes(request)),
  );
  defineRoute(app, 'webhook.resend', async (request) =>
    resendDelivery(app.db, request.principal.mainUserId, request.params.id, app.identity.now(), await permittedTypes(request)),
  );
  defineRoute(app, 'webhook.replayFailed', async (request) => ({
    replayed: await replayFailedDeliveries(app.db, request.principal.mainUserId, new Date(request.body.since), app.identity.now(), await permittedTypes(request)),
  }));
}
