import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { tierView } from './service.ts';

/** `/user/tier`: the caller's main account's verification tier and limits (staff see their main account's). */
export function tierRoutes(app: App): void {
  defineRoute(app, 'user.tier', (request) => tierView(app.db, request.principal.mainUserId, app.identity.now()));
}
