import type { MessageId } from '@mizani/i18n';
import { TZDate } from '@date-fns/tz';
import { startOfDay, subDays, subMonths, subWeeks } from 'date-fns';
import { DEFAULT_TIME_ZONE } from '../format/date-time.ts';

/** The date presets of spec section 9, plus no limit at all. */
export const DATE_PRESETS = ['all', 'yesterday', 'lastWeek', 'lastMonth', 'lastYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const PRESET_LABELS: Record<DatePreset, MessageId> = {
  all: 'operationLog.range.all',
  yesterday: 'operationLog.range.yesterday',
  lastWeek: 'operationLog.range.lastWeek',
  lastMonth: 'operationLog.range.lastMonth',
  lastYear: 'operationLog.range.lastYear',
};

export interface DateRange {
  beginTime: string;
  endTime: string;
}

/** A zoned date as the wire carries it: ISO 8601 in UTC (a TZDate writes its own offset). */
const utc = (date: Date) => new Date(date.getTime()).toISOString();

/**
 * The `beginTime`/`endTime` filter (ISO 8601, UTC) of a preset at `now`. Yesterday is the whole
 * previous calendar day in the user's zone; the others run from the same moment a week, a month or
 * a year ago up to now. 'all' sets no limit.
 */
export function rangeOf(preset: DatePreset, now: Date, timeZone: string = DEFAULT_TIME_ZONE): DateRange | null {
  // Calendar steps (a day, a month) are taken on the user's clock: 31 March less one month is the
  // last day of February, and yesterday is the zone's previous date whatever its length.
  const here = new TZDate(now, timeZone);
  const upToNow = (begin: Date): DateRange => ({ beginTime: utc(begin), endTime: now.toISOString() });
  switch (preset) {
    case 'all':
      return null;
    case 'yesterday': {
      const today = startOfDay(here);
      return { beginTime: utc(subDays(today, 1)), endTime: new Date(today.getTime() - 1).toISOString() };
    }
    case 'lastWeek':
      return upToNow(subWeeks(here, 1));
    case 'lastMonth':
      return upToNow(subMonths(here, 1));
    case 'lastYear':
      return upToNow(subMonths(here, 12));
  }
}
