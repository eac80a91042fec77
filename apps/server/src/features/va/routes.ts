import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { autoApproveInEffect } from '../../domain/kyc/settings.ts';
import { applyVa, getVa, listVa } from './service.ts';

/** Virtual accounts of the caller's main account. */
export function vaRoutes(app: App): void {
  defineRoute(app, 'va.list', (request) => listVa(app.db, request.principal.mainUserId, request.body));
  defineRoute(app, 'va.detail', (request) => getVa(app.db, request.principal.mainUserId, request.params.id));
  defineRoute(app, 'va.apply', async (request) =>
    applyVa(
      app.db,
      { userId: request.principal.userId, mainUserId: request.principal.mainUserId, ...requestMeta(request) },
      request.body,
      { autoApprove: await autoApproveInEffect(app.db, app.config.sandbox) },
    ),
  );
}
