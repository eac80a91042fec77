import type { Static, TSchema } from 'typebox';
import type { Db } from '../db/types.ts';
import type { OutboxLog } from '../domain/outbox/outbox.ts';

/**
 * Operator actions, each runnable two ways with the same code: through the running server's
 * /api/ops endpoints (the embedded database admits one process), or by the CLI on the database
 * directly when no server holds it.
 */
export interface OpsContext {
  db: Db;
  /** Sandbox mode of the process that runs the action. */
  sandbox: boolean;
  /** Recorded as the reviewer of KYC decisions: how the decision was made. */
  reviewer: 'ops-api' | 'ops-cli';
  log?: OutboxLog;
}

export interface Operation<S extends TSchema = TSchema, R = unknown> {
  body: S;
  run(context: OpsContext, body: Static<S>): Promise<R>;
}

/** Operator bodies admit no field the action does not name. */
export const closed = { additionalProperties: false } as const;

export function operation<S extends TSchema, R>(body: S, run: (context: OpsContext, body: Static<S>) => Promise<R>): Operation<S, R> {
  return { body, run };
}
