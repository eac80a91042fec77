import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requestMeta } from '../../domain/auth/meta.ts';
import { autoApproveInEffect } from '../../domain/kyc/settings.ts';
import { addPayee, deletePayee, editPayee, getPayee, listPayees, type PayeeActor } from '../../domain/payees/service.ts';
import { lookUpPayeeName } from '../../domain/payees/name-check.ts';

/** Recipients of the caller's main account (staff work on their main account's list). */
export function payeeRoutes(app: App): void {
  const actor = (request: FastifyRequest): PayeeActor => ({
    userId: request.principal.userId,
    mainUserId: request.principal.mainUserId,
    ...requestMeta(request),
  });
  const options = async () => ({ autoApprove: await autoApproveInEffect(app.db, app.config.sandbox) });

  defineRoute(app, 'payee.list', (request) => listPayees(app.db, request.principal.mainUserId, request.body));
  defineRoute(app, 'payee.detail', (request) => getPayee(app.db, request.principal.mainUserId, request.params.id));
  defineRoute(app, 'payee.lookup', (request) =>
    lookUpPayeeName({ db: app.db, sandbox: app.config.sandbox, now: app.identity.now() }, request.principal.mainUserId, request.body),
  );
  defineRoute(app, 'payee.add', async (request) => addPayee(app.db, actor(request), request.body, await options()));
  defineRoute(app, 'payee.edit', async (request) => editPayee(app.db, actor(request), request.body, await options()));
  defineRoute(app, 'payee.delete', async (request) => {
    await deletePayee(app.db, actor(request), request.params.id);
    return null;
  });
}
