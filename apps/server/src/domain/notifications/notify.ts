import { createTranslator, type Locale, type MessageId } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import { formatDateTime } from '@mizani/sdk/format';
import type { NotificationEvent } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { sendMessage, type OutboxLog } from '../outbox/outbox.ts';

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

/**
 * The main account's money-message channels and language; no row means every channel in English.
 * A staff member is worded to in the main account's language.
 */
export async function deliveryOf(db: Db, userId: number): Promise<Delivery> {
  const { rows } = await db.query<{ sms: boolean; email: boolean; in_app: boolean; locale: Locale }>(
    `SELECT p.sms, p.email, p.in_app, p.locale FROM app_user u
       JOIN notification_preference p ON p.user_id = COALESCE(u.parent_id, u.id)
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { sms: row.sms, email: row.email, inApp: row.in_app, locale: row.locale } : DEFAULT_DELIVERY;
}

/**
 * Tells a person about an event, inside the caller's transaction: the notification row (whose key
 * makes a repeat a no-op), then the SMS and email through the outbox, on the channels the account
 * chose for money messages and on all of them for security messages. A rolled-back change leaves
 * none of it behind. Returns whether it was sent now (false: it had been already).
 */
export async function notify(tx: Db, input: NotificationInput, log?: OutboxLog): Promise<boolean> {
  const chosen = await deliveryOf(tx, input.userId);
  const delivery = input.category === 'security' ? { ...DEFAULT_DELIVERY, locale: chosen.locale } : chosen;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO notification (user_id, event_key, category, event, params, in_app, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, event_key) DO NOTHING RETURNING id`,
    [input.userId, input.key, input.category, input.event, JSON.stringify(input.params), delivery.inApp, input.at],
  );
  if (rows.length === 0) return false;
  const { rows: contacts } = await tx.query<{ country_id: number | null; phone: string | null; email: string | null }>(
    'SELECT country_id, phone, email FROM app_user WHERE id = $1',
    [input.userId],
  );
  const contact = contacts[0];
  const text = wordNotification(delivery.locale, input.event, input.params);
  if (delivery.sms && contact?.phone && contact.country_id) {
    await sendMessage(tx, { to: `+${contact.country_id}${contact.phone}`, channel: 'sms', text }, log);
  }
  if (delivery.email && contact?.email) await sendMessage(tx, { to: contact.email, channel: 'email', text }, log);
  if (input.alsoTo?.sms) await sendMessage(tx, { to: input.alsoTo.sms, channel: 'sms', text }, log);
  if (input.alsoTo?.email) await sendMessage(tx, { to: input.alsoTo.email, channel: 'email', text }, log);
  return true;
}
