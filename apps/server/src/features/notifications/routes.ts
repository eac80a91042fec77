import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { listInbox, markRead, notifyOrderChange, readPreferences, savePreferences } from '../../domain/notifications/index.ts';
import { onOrderStatusChange } from '../../domain/orders/index.ts';

/**
 * Money and security notifications: the orders' status hook that tells the account about every
 * money move, the in-app list, and the main account's channel choices (docs/notifications.md).
 */
export function notificationRoutes(app: App): void {
  onOrderStatusChange(notifyOrderChange);

  defineRoute(app, 'notification.list', (request) => listInbox(app.db, request.principal.userId));

  defineRoute(app, 'notification.read', async (request) => {
    await markRead(app.db, request.principal.userId, request.body.ids, app.identity.now());
    return null;
  });

  defineRoute(app, 'notification.preferences', (request) => readPreferences(app.db, request.principal.mainUserId, request.body.locale));

  defineRoute(app, 'notification.preferencesSave', async (request) => {
    await savePreferences(app.db, request.principal.mainUserId, request.body, app.identity.now());
    return null;
  });
}
