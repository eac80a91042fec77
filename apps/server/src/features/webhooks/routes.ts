/** The console's view of status notifications: every delivery with its attempts, and resend. */
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { listDeliveries, resendDelivery } from './queue.ts';

export function webhookRoutes(app: App): void {
  defineRoute(app, 'webhook.list', (request) => listDeliveries(app.db, request.principal.mainUserId, request.body));
  defineRoute(app, 'webhook.resend', (request) => resendDelivery(app.db, request.principal.mainUserId, request.params.id, app.identity.now()));
}
