import { randomBytes } from 'node:crypto';
import { Code, QUOTE_TTL_SECONDS, type Quote } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';

/** A quote's figures without its id and expiry: what the create call must reproduce exactly. */
export type QuoteResult = Omit<Quote, 'quoteId' | 'expireTime' | 'recentDuplicate'>;

export interface StoredQuote<R> {
  id: string;
  request: R;
  result: QuoteResult;
}

/** Keeps what the user was shown; it can confirm one order until it expires. */
export async function saveQuote<R>(
  db: Db,
  input: { userId: number; scope: 0 | 1; request: R; result: QuoteResult; now: Date; recentDuplicate?: Quote['recentDuplicate'] },
): Promise<Quote> {
  const id = randomBytes(18).toString('base64url');
  const expires = new Date(input.now.getTime() + QUOTE_TTL_SECONDS * 1000);
  await db.query(
    `INSERT INTO order_quote (id, user_id, scope, request, result, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, input.userId, input.scope, JSON.stringify(input.request), JSON.stringify(input.result), input.now, expires],
  );
  return { quoteId: id, expireTime: expires.toISOString(), ...input.result, ...(input.recentDuplicate !== undefined ? { recentDuplicate: input.recentDuplicate } : {}) };
}

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The main account's quote of this scope that can still be confirmed; -1029 when it is unknown,
 * expired or already confirmed an order (the client asks for a fresh one).
 */
export async function loadQuote<R>(db: Db, input: { userId: number; scope: 0 | 1; quoteId: string; now: Date }): Promise<StoredQuote<R>> {
  const { rows } = await db.query<StoredQuoteRow>(`SELECT ${QUOTE_COLUMNS} FROM order_quote q WHERE q.id = $1 AND q.user_id = $2 AND q.scope = $3`, [
    input.quoteId,
    input.userId,
    input.scope,
  ]);
  return usableQuote<R>(rows[0], input.now);
}

/** A quote as read with QUOTE_COLUMNS (`q` is order_quote); every column null when there is none. */
export interface StoredQuoteRow {
  quote_id: string | null;
  request: unknown;
  result: unknown;
  expires_at: Date | null;
  used_by_sn: string | null;
}

export const QUOTE_COLUMNS = 'q.id AS quote_id, q.request, q.result, q.expires_at, q.used_by_sn';

/** The quote read with QUOTE_COLUMNS if it can still be confirmed at `now`; -1029 otherwise. */
export function usableQuote<R>(row: StoredQuoteRow | undefined, now: Date): StoredQuote<R> {
  if (!row?.quote_id || row.used_by_sn !== null || !row.expires_at || row.expires_at.getTime() <= now.getTime()) throw new AppError(Code.QUOTE_INVALID);
  return { id: row.quote_id, request: parse<R>(row.request), result: parse<QuoteResult>(row.result) };
}

/** Whether a fresh computation shows the user exactly what the quote showed. */
export function sameFigures(a: QuoteResult, b: QuoteResult): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof QuoteResult>;
  for (const key of keys) if ((a[key] ?? null) !== (b[key] ?? null)) return false;
  return true;
}
