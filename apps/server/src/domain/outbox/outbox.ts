import type { OutboxMessage } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';

export type OutboxChannel = OutboxMessage['channel'];

export interface OutgoingMessage {
  /** Phone number or email address, as the sender wrote it. */
  to: string;
  channel: OutboxChannel;
  /** The verification code the message carries, if any (kept apart so tests can read it). */
  code?: string | null;
  text: string;
}

export interface OutboxLog {
  info(message: string): void;
}

const consoleLog: OutboxLog = { info: (message) => console.info(message) };

/** Newest messages the sandbox endpoint lists; the table itself keeps everything. */
export const OUTBOX_LIST_LIMIT = 200;

/**
 * Records a message the server would send (SMS, email, notice) in the outbox and prints it to the
 * log. In sandbox mode this is the whole delivery; a real gateway would be called from here.
 * Passing a transaction handle records the message only if that transaction commits; the log line
 * is written either way.
 */
export async function sendMessage(db: Db, message: OutgoingMessage, log: OutboxLog = consoleLog): Promise<void> {
  await sendMessages(db, [message], log);
}

/** Arrays of one column each, for recording several messages in one statement (see `sendMessages`). */
export function outboxColumns(messages: readonly OutgoingMessage[]): [string[], string[], (string | null)[], string[]] {
  return [messages.map((m) => m.to), messages.map((m) => m.channel), messages.map((m) => m.code ?? null), messages.map((m) => m.text)];
}

/** `unnest` of `outboxColumns` placed at $n..$n+3: the rows an INSERT INTO outbox selects, in order. */
export const outboxRows = (n: number) => `unnest($${n}::text[], $${n + 1}::text[], $${n + 2}::text[], $${n + 3}::text[]) AS m(to_address, channel, code, text)`;

/** Prints what was recorded, as `sendMessage` does. */
export function logSent(messages: readonly OutgoingMessage[], log: OutboxLog = consoleLog): void {
  for (const message of messages) {
    log.info(`[outbox] to=${message.to} channel=${message.channel} code=${message.code ?? '-'} text=${JSON.stringify(message.text)}`);
  }
}

/** Several messages in one statement, in the order given (the outbox lists by insertion). */
export async function sendMessages(db: Db, messages: readonly OutgoingMessage[], log: OutboxLog = consoleLog): Promise<void> {
  if (messages.length === 0) return;
  await db.query(`INSERT INTO outbox (to_address, channel, code, text) SELECT * FROM ${outboxRows(1)}`, outboxColumns(messages));
  logSent(messages, log);
}

/** Newest first (by insertion order, which is exact where timestamps tie), optionally for one recipient. */
export async function listOutbox(db: Db, to?: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{ to_address: string; channel: OutboxChannel; code: string | null; text: string; created_at: Date }>(
    `SELECT to_address, channel, code, text, created_at FROM outbox
     WHERE ($1::text IS NULL OR to_address = $1)
     ORDER BY id DESC LIMIT ${OUTBOX_LIST_LIMIT}`,
    [to ?? null],
  );
  return rows.map((r) => ({ to: r.to_address, channel: r.channel, code: r.code, text: r.text, createdAt: r.created_at.toISOString() }));
}
