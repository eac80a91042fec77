import type { SysNotice } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';

/** Types of the `notice` table; `/common/notice/3` lists the announcements. */
export const NoticeType = { ANNOUNCEMENT: 3 } as const;

export type NoticeLocale = SysNotice['locale'];

/** Published notices of one type and language, newest first. */
export async function listNotices(db: Db, type: number, locale: NoticeLocale): Promise<SysNotice[]> {
  const { rows } = await db.query<{ id: number; locale: NoticeLocale; title: string; content: string; created_at: Date }>(
    `SELECT id, locale, title, content, created_at FROM notice
     WHERE published AND type = $1 AND locale = $2
     ORDER BY created_at DESC, id DESC`,
    [type, locale],
  );
  return rows.map((r) => ({ id: r.id, locale: r.locale, title: r.title, content: r.content, createTime: r.created_at.toISOString() }));
}

/**
 * The language to answer in when the body names none: the first of the caller's Accept-Language
 * tags that we speak (the SDK sends the stored LOCALE there), else English.
 */
export function localeFromHeader(header: string | undefined): NoticeLocale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
