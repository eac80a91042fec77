import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { getAuthInfo, saveAuth, startAuth } from './service.ts';
import { autoApproveInEffect, setAutoApprove } from '../../domain/kyc/settings.ts';

/** Identity verification (KYC for individuals, KYB for companies) of the caller's main account. */
export function kycRoutes(app: App): void {
  // SANDBOX_AUTO_APPROVE, when given, sets the stored switch once the database is reachable.
  app.addHook('onReady', async () => {
    if (app.config.sandboxAutoApprove !== undefined) await setAutoApprove(app.db, app.config.sandboxAutoApprove);
  });

  defineRoute(app, 'user.auth', (request) => getAuthInfo(app.db, request.principal.mainUserId));

  defineRoute(app, 'user.authSave', (request) => saveAuth(app.db, request.principal.mainUserId, request.body));

  defineRoute(app, 'user.startAuth', async (request) =>
    startAuth(app.db, request.params.id, {
      userId: request.principal.userId,
      mainUserId: request.principal.mainUserId,
      ...requestMeta(request),
      autoApprove: await autoApproveInEffect(app.db, app.config.sandbox),
      log: request.log,
    }),
  );
}
