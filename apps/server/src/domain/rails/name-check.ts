/**
 * Confirmation of payee (docs/name-check.md): the name a wallet number or bank account is
 * registered to, asked of the rail before money leaves, as Tanzania's TIPS does. In sandbox mode
 * the rail answers a name made from the number (the same number always gets the same name), and
 * "no such account" for a number ending in 6. Outside it, provider rails are not configured, so
 * the check is unavailable (-1044) rather than a guess.
 *
 * Each main account may ask about a limited number of different numbers per hour, so the check
 * cannot be used to walk a range of numbers and collect who holds them.
 */
import { createHash } from 'node:crypto';
import { Code, hasNameCheck, type PaymentChannel } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { bankKey, bankTable } from '../reference/tables.ts';
import { railConfigured } from './adapters.ts';
import { BANK_ACCOUNT_PATTERN, CHANNEL_RULES, phoneProblem, usesPhone } from './rules.ts';
import type { RailRequest } from './types.ts';

export interface NameCheckRequest {
  channel: number;
  currencyId: string;
  destination: Pick<RailRequest['destination'], 'phone' | 'accountNo' | 'bankCode'>;
}

/** How many different numbers one main account may ask about in `NAME_CHECK_WINDOW_MS`. */
export const NAME_CHECK_LIMITS = { portal: 30, merchant: 300 } as const;
export type NameCheckCaller = keyof typeof NAME_CHECK_LIMITS;
export const NAME_CHECK_WINDOW_MS = 60 * 60 * 1000;

const FIRST_NAMES = ['Amina', 'Baraka', 'Chausiku', 'Daudi', 'Eshe', 'Faraji', 'Grace', 'Hassan', 'Imani', 'Juma', 'Khadija', 'Lulu', 'Mosi', 'Neema', 'Omari', 'Pendo'];
const SURNAMES = ['Otieno', 'Wanjiru', 'Mwakyusa', 'Kamau', 'Njoroge', 'Mushi', 'Achieng', 'Kimaro', 'Mollel', 'Wafula', 'Chande', 'Nyambura', 'Swai', 'Odhiambo', 'Massawe', 'Kariuki'];

/** The sandbox rail's account holder for a number: the same name every time for the same number. */
export function sandboxRegisteredName(number: string): string {
  const digest = createHash('sha256').update(number).digest();
  return `${FIRST_NAMES[digest[0]! % FIRST_NAMES.length]} ${SURNAMES[digest[1]! % SURNAMES.length]}`;
}

/** The words of a name, so that case, spacing, accents and word order do not count as a difference. */
const wordsOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');

/** Whether a saved recipient's name is the registered one. */
export function sameName(registered: string, saved: string): boolean {
  return wordsOf(registered) === wordsOf(saved);
}

/** The number the rail is asked about, checked: -1008 naming the field when it cannot be one. */
async function numberOf(db: Db, request: NameCheckRequest): Promise<{ kind: 'phone' | 'account'; number: string }> {
  if (!hasNameCheck(request.channel)) throw fieldError('payType', 'choice', 'has no name check: use a mobile wallet or bank channel');
  const rule = CHANNEL_RULES[request.channel as PaymentChannel];
  if (rule.currencies.length > 0 && !rule.currencies.includes(request.currencyId)) {
    throw fieldError('currencyId', 'choice', `must be ${rule.currencies.join(' or ')} for payment channel ${request.channel}`);
  }
  const { phone, accountNo, bankCode } = request.destination;
  if (usesPhone(rule.family)) {
    const number = phone?.replace(/[\s-]/g, '').replace(/^0+/, '');
    if (!number) throw fieldError('phone', 'required', 'is required');
    const countryId = rule.country?.(request.currencyId);
    const problem = countryId === undefined ? 'is not served' : phoneProblem(countryId, number);
    if (problem) throw fieldError('phone', 'format', problem);
    return { kind: 'phone', number };
  }
  const number = accountNo?.replace(/[\s-]/g, '');
  if (!number) throw fieldError('accountNo', 'required', 'is required');
  if (!BANK_ACCOUNT_PATTERN.test(number)) throw fieldError('accountNo', 'format', 'must be 6 to 20 digits');
  if (rule.needsBankCode) {
    if (!bankCode) throw fieldError('bankCode', 'required', `is required for payment channel ${request.channel}`);
    const countryId = rule.country?.(request.currencyId);
    if (countryId === undefined || !(await bankTable.get(db)).has(bankKey(countryId, bankCode))) {
      throw fieldError('bankCode', 'choice', `${bankCode} is not a bank this channel reaches`);
    }
  }
  return { kind: 'account', number };
}

/**
 * Counts a number against the account's hourly limit: asking again about a number asked within
 * the hour is free; a new number past the limit is -1044 with the time until the oldest one drops
 * out. Serialised per account so two look-ups at once cannot both take the last place.
 */
async function countLookup(db: Db, ownerId: number, key: string, limit: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - NAME_CHECK_WINDOW_MS);
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('name_lookup'), $1)", [ownerId]);
    await tx.query('DELETE FROM name_lookup WHERE owner_id = $1 AND looked_up_at <= $2', [ownerId, since]);
    const { rows } = await tx.query<{ known: boolean }>('SELECT true AS known FROM name_lookup WHERE owner_id = $1 AND destination = $2', [ownerId, key]);
    if (!rows[0]) {
      const counted = await tx.query<{ n: string; oldest: Date | null }>('SELECT count(*) AS n, min(looked_up_at) AS oldest FROM name_lookup WHERE owner_id = $1', [ownerId]);
      const { n, oldest } = counted.rows[0]!;
      if (Number(n) >= limit) {
        const waitMs = oldest ? oldest.getTime() + NAME_CHECK_WINDOW_MS - now.getTime() : NAME_CHECK_WINDOW_MS;
        throw new AppError(Code.NAME_CHECK_UNAVAILABLE, `Too many different numbers looked up: at most ${limit} an hour`, 200, Math.max(1000, waitMs));
      }
    }
    await tx.query(
      `INSERT INTO name_lookup (owner_id, destination, looked_up_at) VALUES ($1, $2, $3)
       ON CONFLICT (owner_id, destination) DO UPDATE SET looked_up_at = EXCLUDED.looked_up_at`,
      [ownerId, key, now],
    );
  });
}

/** What the rail holds for a checked number: -1043 when nobody holds it, -1044 when it cannot tell. */
function registeredName(sandbox: boolean, channel: PaymentChannel, number: string): string {
  if (!railConfigured(channel, sandbox)) throw new AppError(Code.NAME_CHECK_UNAVAILABLE, `The name check is not available for payment channel ${channel}`);
  if (number.endsWith('6')) throw new AppError(Code.NO_SUCH_ACCOUNT);
  return sandboxRegisteredName(number);
}

export interface NameCheckContext {
  db: Db;
  sandbox: boolean;
  now: Date;
}

/**
 * The name registered to the number a user or merchant asks about, counted against their hourly
 * limit (a refused number counts too: it also tells whether an account exists).
 */
export async function lookUpName(ctx: NameCheckContext, caller: { ownerId: number; kind: NameCheckCaller }, request: NameCheckRequest): Promise<string> {
  const { kind, number } = await numberOf(ctx.db, request);
  await countLookup(ctx.db, caller.ownerId, `${kind}:${number}`, NAME_CHECK_LIMITS[caller.kind], ctx.now);
  return registeredName(ctx.sandbox, request.channel as PaymentChannel, number);
}

/**
 * Refuses a send to a number nobody holds (-1043) before any money moves. Not counted against the
 * look-up limit: it answers no name. A rail that cannot check lets the send go on (the rail itself
 * still refuses a bad number).
 */
export async function refuseUnknownAccount(db: Db, sandbox: boolean, request: NameCheckRequest): Promise<void> {
  if (!hasNameCheck(request.channel)) return;
  try {
    registeredName(sandbox, request.channel as PaymentChannel, (await numberOf(db, request)).number);
  } catch (error) {
    if (error instanceof AppError && error.code === Code.NAME_CHECK_UNAVAILABLE) return;
    throw error;
  }
}
