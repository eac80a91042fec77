import type { Db } from '../../db/types.ts';
import type { RailContext } from '../rails/index.ts';

/** What the order flows need besides their input: the database, the mode, the clock, a log. */
export interface MoneyContext {
  db: Db;
  sandbox: boolean;
  now: () => Date;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** Who places an order: the caller, acting for their main account. */
export interface Actor {
  userId: number;
  mainUserId: number;
  ip: string;
  userAgent: string | null;
}

export function railContext(ctx: MoneyContext): RailContext {
  return { db: ctx.db, sandbox: ctx.sandbox, now: ctx.now };
}

/** A log that keeps quiet: scripts and the ops CLI working on the database directly. */
export const silentLog: MoneyContext['log'] = { info: () => {}, warn: () => {}, error: () => {} };
