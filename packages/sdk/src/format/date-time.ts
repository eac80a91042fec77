import { TZDate, tzOffset } from '@date-fns/tz';
import type { Locale } from '@mizani/i18n';

/**
 * Times cross the wire in UTC and are shown in the user's zone, East Africa Time by default
 * (api-conventions). Kenya and Tanzania, the countries the product serves, are both on it.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

const intlLocale = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en-GB');

const formats = new Map<string, Intl.DateTimeFormat>();
type Precision = 'day' | 'minute' | 'second';

function formatter(locale: Locale, timeZone: string, precision: Precision): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${precision}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(precision !== 'day' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      ...(precision === 'second' ? { second: '2-digit' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 Nov 2026, 23:08' in English, '2026年11月21日 23:08' in Chinese; an unreadable value is shown as it came. */
export function formatDateTime(iso: string, locale: Locale, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = parse(iso);
  return date ? formatter(locale, timeZone, 'minute').format(date) : iso;
}

/** '21 Nov 2026, 23:08:05': to the second, where seconds matter (attempts, API calls). */
export function formatDateTimeSeconds(iso: string, locale: Locale, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = parse(iso);
  return date ? formatter(locale, timeZone, 'second').format(date) : iso;
}

/** The calendar date alone, in the same zone. */
export function formatDate(iso: string, locale: Locale, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = parse(iso);
  return date ? formatter(locale, timeZone, 'day').format(date) : iso;
}

/** Milliseconds `timeZone` is ahead of UTC at `instant` (the zone database's offset, read through Intl). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  return tzOffset(timeZone, instant) * 60_000;
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  // TZDate's getters read the zone's clock; date-fns' format() would bring its whole locale along.
  const here = new TZDate(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(here.getFullYear()).padStart(4, '0')}-${two(here.getMonth() + 1)}-${two(here.getDate())}`;
}

/** The instant a calendar date (YYYY-MM-DD) starts in `timeZone`, exact across any change of offset. */
export function startOfDateInZone(date: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}
