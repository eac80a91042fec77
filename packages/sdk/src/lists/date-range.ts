import type { MessageId } from '@mizani/i18n';
import { dateInZone, DEFAULT_TIME_ZONE, startOfDateInZone } from '../format/date-time.ts';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** `instant` moved back by whole calendar months (31 March less one month is 28 or 29 February). */
function monthsBefore(instant: Date, months: number): Date {
  const moved = new Date(instant.getTime());
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

/**
 * The `beginTime`/`endTime` filter (ISO 8601, UTC) of a preset at `now`. Yesterday is the whole
 * previous calendar day in the user's zone; the others run from the same moment a week, a month or
 * a year ago up to now. 'all' sets no limit.
 */
export function rangeOf(preset: DatePreset, now: Date, timeZone: string = DEFAULT_TIME_ZONE): DateRange | null {
  switch (preset) {
    case 'all':
      return null;
    case 'yesterday': {
      const today = startOfDateInZone(dateInZone(now, timeZone), timeZone);
      const yesterday = startOfDateInZone(dateInZone(new Date(today.getTime() - DAY_MS / 2), timeZone), timeZone);
      return { beginTime: yesterday.toISOString(), endTime: new Date(today.getTime() - 1).toISOString() };
    }
    case 'lastWeek':
      return { beginTime: new Date(now.getTime() - 7 * DAY_MS).toISOString(), endTime: now.toISOString() };
    case 'lastMonth':
      return { beginTime: monthsBefore(now, 1).toISOString(), endTime: now.toISOString() };
    case 'lastYear':
      return { beginTime: monthsBefore(now, 12).toISOString(), endTime: now.toISOString() };
  }
}
