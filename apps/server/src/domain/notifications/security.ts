import { createHash } from 'node:crypto';
import type { NotificationEvent } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import type { UserLogEntry } from '../user/log.ts';
import { notify } from './notify.ts';

/** The operation-log names (UserLogOperation) of the changes that are always told. */
const CHANGES: Record<string, NotificationEvent> = {
  resetPwd: 'password',
  findPwd: 'password',
  resetFundPwd: 'fundPassword',
  changePhone: 'phone',
  changeEmail: 'email',
};

/**
 * A device is the browser's User-Agent string, hashed: the same browser on the same machine sends
 * the same one until it updates itself. It tells browsers and machines apart without storing the
 * string or anything the user did not send anyway (docs/notifications.md says what it misses).
 */
export function deviceHash(userAgent: string | null | undefined): string {
  return createHash('sha256').update((userAgent ?? '').trim()).digest('hex');
}

/** A short name of the browser and system for the message ('Chrome on Windows'), or null. */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} / ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/**
 * Remembers the device of a sign-in or registration; true when the account had signed in before
 * from other devices only (a registration, or the first sign-in an account records, is not "new":
 * there is nothing to compare it with).
 */
async function rememberDevice(tx: Db, userId: number, userAgent: string | null | undefined, at: Date): Promise<boolean> {
  const hash = deviceHash(userAgent);
  const { rows } = await tx.query<{ known: boolean; others: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM known_device WHERE user_id = $1 AND device_hash = $2) AS known,
            EXISTS (SELECT 1 FROM known_device WHERE user_id = $1 AND device_hash <> $2) AS others`,
    [userId, hash],
  );
  await tx.query(
    `INSERT INTO known_device (user_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [userId, hash, at],
  );
  return !rows[0]?.known && rows[0]?.others === true;
}

/** 'old -> new' of a phone or email change's log detail: the previous address, when there was one. */
function previousAddress(detail: string | null | undefined): string | null {
  const previous = detail?.split(' -> ')[0];
  return previous && previous !== 'none' ? previous : null;
}

/**
 * Called with every operation-log entry, in the transaction that records it: a successful
 * password, transaction password, phone or email change, or a sign-in from a new device, is told
 * on every channel (the account's channel choices do not apply); a registration or sign-in
 * remembers its device. The old phone or email of a change is told as well.
 */
export async function notifySecurityEvent(tx: Db, entry: UserLogEntry): Promise<void> {
  if (!entry.success) return;
  const at = entry.at ?? new Date();
  const time = at.toISOString();
  const key = `security:${entry.operation}:${time}`;
  if (entry.operation === 'register') {
    await rememberDevice(tx, entry.userId, entry.userAgent, at);
    return;
  }
  if (entry.operation === 'login') {
    if (!(await rememberDevice(tx, entry.userId, entry.userAgent, at))) return;
    const params = { device: deviceLabel(entry.userAgent) ?? '-', ip: entry.ip, time };
    await notify(tx, { userId: entry.userId, category: 'security', event: 'newDevice', key: `${key}:${deviceHash(entry.userAgent)}`, params, at });
    return;
  }
  const event = CHANGES[entry.operation];
  if (!event) return;
  const params: Record<string, string> = { time };
  const input = { userId: entry.userId, category: 'security' as const, event, key, params, at };
  if (event === 'phone' || event === 'email') {
    params.address = entry.detail?.split(' -> ')[1] ?? '';
    const previous = previousAddress(entry.detail);
    await notify(tx, { ...input, alsoTo: event === 'phone' ? { sms: previous } : { email: previous } });
    return;
  }
  await notify(tx, input);
}
