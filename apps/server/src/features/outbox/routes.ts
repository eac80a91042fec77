import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { listOutbox } from './outbox.ts';

/** Sandbox only: the messages the server would have sent, for people and end-to-end tests. */
export function outboxRoutes(app: App): void {
  defineRoute(app, 'sandbox.outbox', (request) => listOutbox(app.db, request.query.to || undefined));
}
