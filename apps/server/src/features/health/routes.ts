import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';

export function healthRoutes(app: App): void {
  defineRoute(app, 'system.health', async () => {
    // A round trip to the database: "up" means able to serve calls, not merely listening.
    await app.db.query('SELECT 1');
    return { status: 'ok' as const, database: app.db.kind, sandbox: app.config.sandbox };
  });
}
