/** The console's API-credential calls (`/user/userApi/*`, spec section 7). */
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { apiInfo, applyForAccess, refreshCredentials, refreshWebhookSecret, type AccessActor } from '../../domain/merchant/access.ts';
import type { ResolveHost } from '../../domain/webhooks/url-guard.ts';
import type { FastifyRequest } from 'fastify';

export function accessActorOf(request: FastifyRequest): AccessActor {
  const meta = requestMeta(request);
  return { userId: request.principal.userId, mainUserId: request.principal.mainUserId, ip: meta.ip, userAgent: meta.userAgent };
}

export function userApiRoutes(app: App, options: { resolveHost?: ResolveHost } = {}): void {
  const ctx = {
    db: app.db,
    sandbox: app.config.sandbox,
    now: () => app.identity.now(),
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  };
  defineRoute(app, 'userApi.info', (request) => apiInfo(app.db, request.principal.mainUserId, request.principal.parentId !== 0, ctx.now()));
  defineRoute(app, 'userApi.save', async (request) => {
    await applyForAccess(ctx, accessActorOf(request), request.body);
    return null;
  });
  defineRoute(app, 'userApi.refresh', (request) => refreshCredentials(app.db, accessActorOf(request), ctx.now(), request.body.graceHours));
  defineRoute(app, 'userApi.webhookSecretRefresh', (request) => refreshWebhookSecret(app.db, accessActorOf(request), ctx.now(), request.body.graceHours));
}
