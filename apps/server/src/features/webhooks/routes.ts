/** The console's view of status notifications: every delivery with its attempts, and resend. */
import type { MerchantOrderType } from '@mizani/sdk/contract';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { MENU_OF } from '../merchant/console-routes.ts';
import { heldPermissions } from '../team/access.ts';
import { listDeliveries, replayFailedDeliveries, resendDelivery } from './queue.ts';

/**
 * A notification carries its order's body (amount, fee, recipient phone): staff see and resend
 * those of the kinds their role lists, payins with C2B and payouts with B2C.
 */
export async function permittedTypes(request: FastifyRequest): Promise<MerchantOrderType[]> {
  const types = Object.keys(MENU_OF) as MerchantOrderType[];
  const held = await heldPermissions(request, types.map((type) => MENU_OF[type]));
  return types.filter((type) => held.includes(MENU_OF[type]));
}

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
