import type { Locale } from '@mizani/i18n';
import type { NotificationList, NotificationPreferences } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';

/** How many of the newest in-app notifications the list holds. */
export const INBOX_LIMIT = 50;

/** The person's newest in-app notifications and how many of them all are unread. */
export async function listInbox(db: Db, userId: number): Promise<NotificationList> {
  const { rows } = await db.query<{
    id: string;
    category: 'money' | 'security';
    event: NotificationList['list'][number]['event'];
    params: Record<string, string>;
    read_at: Date | null;
    created_at: Date;
    unread: string;
  }>(
    `SELECT n.id, n.category, n.event, n.params, n.read_at, n.created_at,
            (SELECT count(*) FROM notification u WHERE u.user_id = $1 AND u.in_app AND u.read_at IS NULL) AS unread
       FROM notification n
      WHERE n.user_id = $1 AND n.in_app
      ORDER BY n.created_at DESC, n.id DESC
      LIMIT ${INBOX_LIMIT}`,
    [userId],
  );
  const unread = rows[0] ? Number(rows[0].unread) : 0;
  return {
    unread,
    list: rows.map((r) => ({
      id: Number(r.id),
      category: r.category,
      event: r.event,
      params: r.params,
      read: r.read_at !== null,
      createTime: r.created_at.toISOString(),
    })),
  };
}

/** Marks the person's notifications read: the given ones, or all. Another person's ids change nothing. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | undefined, at: Date): Promise<void> {
  await db.query(
    `UPDATE notification SET read_at = $3
      WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY ($2::bigint[]))`,
    [userId, ids ? ids.map(String) : null, at],
  );
}

/**
 * The main account's channels for money messages and its language. Until it chooses, every channel,
 * and the form offers `screenLocale` (the language the caller reads in) for it to save; messages
 * sent meanwhile are in English.
 */
export async function readPreferences(db: Db, mainUserId: number, screenLocale: Locale): Promise<NotificationPreferences> {
  const { rows } = await db.query<{ sms: boolean; email: boolean; in_app: boolean; locale: Locale }>(
    'SELECT sms, email, in_app, locale FROM notification_preference WHERE user_id = $1',
    [mainUserId],
  );
  const row = rows[0];
  return row ? { sms: row.sms, email: row.email, inApp: row.in_app, locale: row.locale } : { sms: true, email: true, inApp: true, locale: screenLocale };
}

export async function savePreferences(db: Db, mainUserId: number, prefs: NotificationPreferences, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO notification_preference (user_id, sms, email, in_app, locale, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET sms = EXCLUDED.sms, email = EXCLUDED.email, in_app = EXCLUDED.in_app,
       locale = EXCLUDED.locale, updated_at = EXCLUDED.updated_at`,
    [mainUserId, prefs.sms, prefs.email, prefs.inApp, prefs.locale, at],
  );
}
