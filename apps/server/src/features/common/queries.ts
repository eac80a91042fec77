import type { Country, Currency, SysNotice } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';

export async function listCountries(db: Db): Promise<Country[]> {
  const { rows } = await db.query<{ id: number; name: string; name_zh: string; iso_code: string; currency_id: string }>(
    'SELECT id, name, name_zh, iso_code, currency_id FROM country ORDER BY sort, id',
  );
  return rows.map((r) => ({ id: r.id, name: r.name, nameZh: r.name_zh, isoCode: r.iso_code, currencyId: r.currency_id }));
}

export async function listCurrencies(db: Db): Promise<Currency[]> {
  const { rows } = await db.query<Currency>('SELECT id, name, symbol, scale FROM currency ORDER BY id');
  return rows;
}

/** Published notices, newest first; all locales unless one is asked for. */
export async function listSysNotices(db: Db, locale?: 'en' | 'zh'): Promise<SysNotice[]> {
  const { rows } = await db.query<{ id: number; locale: 'en' | 'zh'; title: string; content: string; created_at: Date }>(
    `SELECT id, locale, title, content, created_at FROM sys_notice
     WHERE published AND ($1::text IS NULL OR locale = $1)
     ORDER BY created_at DESC, id DESC`,
    [locale ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    locale: r.locale,
    title: r.title,
    content: r.content,
    createTime: r.created_at.toISOString(),
  }));
}
