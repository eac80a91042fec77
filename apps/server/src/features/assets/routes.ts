import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { listMovements, loadAssets } from './service.ts';

/** The caller's wallets and the movements on them (staff see their main account's). */
export function assetRoutes(app: App): void {
  defineRoute(app, 'account.assets', (request) => loadAssets(app.db, request.principal.mainUserId));
  defineRoute(app, 'account.rechargeHistoryList', (request) => listMovements(app.db, request.principal.mainUserId, request.body));
}
