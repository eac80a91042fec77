import { createTranslator, type Locale, type MessageId } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import { formatDateTime } from '@mizani/sdk/format';
import type { NotificationEvent } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { logSent, outboxColumns, outboxRows, type OutboxLog, type OutgoingMessage } from '../outbox/outbox.ts';

export type NotificationCategory = 'money' | 'security';

/** Which channels a message goes on, and in which language it is worded. */
export interface Delivery {
  sms: boolean;
  email: boolean;
  inApp: boolean;
  locale: Locale;
}

export const DEFAULT_DELIVERY: Delivery = { sms: true, email: true, inApp: true, locale: 'en' };

export interface NotificationInput {
  /** The person told: the main account for money, the person whose security changed otherwise. */
  userId: number;
  category: NotificationCategory;
  event: NotificationEvent;
  /** Unique per person: a second notification with the same key is not sent. */
  key: string;
  /** The message's values; `time` is ISO 8601 and is worded in the message's language. */
  params: Record<string, string>;
  at: Date;
  /** Where else the SMS or email goes: the old phone or email after a change, so its owner hears of it. */
  alsoTo?: { sms?: string | null; email?: string | null };
}

const translators = {
  en: createTranslator('en', {}),
  zh: createTranslator('zh', zh),
};

/** The SMS and email text of a notification in a language (the in-app list words it on screen). */
export function wordNotification(locale: Locale, event: NotificationEvent, params: Record<string, string>): string {
  const values = { ...params, ...(params.time ? { time: formatDateTime(params.time, locale) } : {}) };
  return translators[locale](`notify.body.${event}` as MessageId, values);
}

/** Where a person is told: the main account's channel choices and language, and the person's own contacts. */
export interface Recipient {
  delivery: Delivery;
  phone: string | null;
  email: string | null;
  countryId: number | null;
  /** The balance of the wallet asked for with `recipientOf`, in minor units; '0' when it has none. */
  balance: string | null;
}

/**
 * A person's money-message channels and language (no row means every channel in English; a staff
 * member is worded to in the main account's language) and contacts, with the balance of one of
 * the person's wallets when `wallet` names it: one read for everything a notification needs.
 */
export async function recipientOf(db: Db, userId: number, wallet?: { scope: number; currencyId: string }): Promise<Recipient> {
  const { rows } = await db.query<{
    sms: boolean | null;
    email: boolean | null;
    in_app: boolean | null;
    locale: Locale | null;
    country_id: number | null;
    phone: string | null;
    contact_email: string | null;
    balance: string | null;
  }>(
    `SELECT p.sms, p.email, p.in_app, p.locale, u.country_id, u.phone, u.email AS contact_email,
            ${wallet ? `COALESCE((SELECT a.balance FROM ledger_account a WHERE a.kind = 'wallet' AND a.owner_id = u.id AND a.scope = $2 AND a.currency_id = $3), 0)` : 'NULL'} AS balance
       FROM app_user u LEFT JOIN notification_preference p ON p.user_id = COALESCE(u.parent_id, u.id)
      WHERE u.id = $1`,
    wallet ? [userId, wallet.scope, wallet.currencyId] : [userId],
  );
  const row = rows[0];
  const delivery = row && row.locale !== null ? { sms: row.sms!, email: row.email!, inApp: row.in_app!, locale: row.locale } : DEFAULT_DELIVERY;
  return { delivery, phone: row?.phone ?? null, email: row?.contact_email ?? null, countryId: row?.country_id ?? null, balance: row?.balance ?? null };
}

/** The main account's money-message channels and language; no row means every channel in English. */
export async function deliveryOf(db: Db, userId: number): Promise<Delivery> {
  return (await recipientOf(db, userId)).delivery;
}

/**
 * Tells a person about an event, inside the caller's transaction: the notification row (whose key
 * makes a repeat a no-op), then the SMS and email through the outbox, on the channels the account
 * chose for money messages and on all of them for security messages. A rolled-back change leaves
 * none of it behind. Returns whether it was sent now (false: it had been already). `recipient`
 * is the person as `recipientOf` read them, when the caller has already.
 */
export async function notify(tx: Db, input: NotificationInput, log?: OutboxLog, recipient?: Recipient): Promise<boolean> {
  const person = recipient ?? (await recipientOf(tx, input.userId));
  const delivery = input.category === 'security' ? { ...DEFAULT_DELIVERY, locale: person.delivery.locale } : person.delivery;
  const text = wordNotification(delivery.locale, input.event, input.params);
  const messages: OutgoingMessage[] = [];
  if (delivery.sms && person.phone && person.countryId) messages.push({ to: `+${person.countryId}${person.phone}`, channel: 'sms', text });
  if (delivery.email && person.email) messages.push({ to: person.email, channel: 'email', text });
  if (input.alsoTo?.sms) messages.push({ to: input.alsoTo.sms, channel: 'sms', text });
  if (input.alsoTo?.email) messages.push({ to: input.alsoTo.email, channel: 'email', text });
  // The messages go only with a new notification row: one statement writes both.
  const { rows } = await tx.query<{ sent: boolean }>(
    `WITH n AS (
       INSERT INTO notification (user_id, event_key, category, event, params, in_app, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, event_key) DO NOTHING RETURNING id
     ), messages AS (
       INSERT INTO outbox (to_address, channel, code, text) SELECT m.* FROM ${outboxRows(8)} WHERE EXISTS (SELECT 1 FROM n)
     )
     SELECT EXISTS (SELECT 1 FROM n) AS sent`,
    [input.userId, input.key, input.category, input.event, JSON.stringify(input.params), delivery.inApp, input.at, ...outboxColumns(messages)],
  );
  if (!rows[0]?.sent) return false;
  logSent(messages, log);
  return true;
}
