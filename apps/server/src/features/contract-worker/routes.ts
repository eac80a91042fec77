import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { getContractWorker, handleContractWorker } from '../../domain/contract-worker/service.ts';

/** Contract workers (the documents of a salary payment across the border) of the caller's main account. */
export function contractWorkerRoutes(app: App): void {
  defineRoute(app, 'user.contractWorkerInfo', (request) => getContractWorker(app.db, request.principal.mainUserId, request.params.id));
  defineRoute(app, 'user.contractWorkerHandle', (request) =>
    handleContractWorker(app.db, { userId: request.principal.userId, mainUserId: request.principal.mainUserId }, request.body),
  );
}
