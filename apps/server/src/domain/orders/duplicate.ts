import { createHash } from 'node:crypto';
import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { findByClientOrderNo } from './repository.ts';

/**
 * -1059: the main account already has an order under this client order number. Carries that
 * order's number so the reply can say which one (`data: { sn }`).
 */
export class DuplicateOrderError extends AppError {
  override name = 'DuplicateOrderError';
  constructor(readonly sn: string) {
    super(Code.DUPLICATE_ORDER);
  }
}

/**
 * Client order numbers are unique per main account for good: the same number within the spec's
 * five-minute window is a double submission, and after it still names the order it named, so it
 * is refused the same way (docs/ledger.md).
 */
export async function refuseDuplicate(db: Db, mainUserId: number, clientOrderNo: string): Promise<void> {
  const existing = await findByClientOrderNo(db, mainUserId, clientOrderNo);
  if (existing) throw new DuplicateOrderError(existing.sn);
}

/** A fingerprint of what was asked, kept with the order (the merchant API compares retries with it). */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(typeof value === 'bigint' ? value.toString() : value);
}
