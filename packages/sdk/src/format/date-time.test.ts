import { describe, expect, it } from 'vitest';
import { dateInZone, formatDateTime, formatDateTimeSeconds, startOfDateInZone, zoneOffsetMs } from './date-time.ts';

describe('dates in a time zone', () => {
  it('reads the calendar date on the zone\'s clock', () => {
    // 22:30 UTC is already the next day in East Africa Time (UTC+3), still the same day in New York.
    expect(dateInZone(new Date('2026-11-20T22:30:00.000Z'))).toBe('2026-11-21');
    expect(dateInZone(new Date('2026-11-20T22:30:00.000Z'), 'America/New_York')).toBe('2026-11-20');
  });

  it('finds the instant a date starts, also on a day the offset changes', () => {
    expect(startOfDateInZone('2026-11-21').toISOString()).toBe('2026-11-20T21:00:00.000Z');
    // New York: winter time (UTC-5) at midnight on 8 March 2026, summer time (UTC-4) from 9 March.
    expect(startOfDateInZone('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDateInZone('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('gives the offset in force at an instant', () => {
    expect(zoneOffsetMs(new Date('2026-11-20T22:30:00.000Z'), 'Africa/Nairobi')).toBe(3 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-07-01T12:00:00.000Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });

  it('shows a time in East Africa Time by default', () => {
    expect(formatDateTime('2026-11-20T20:08:00.000Z', 'en')).toBe('20 Nov 2026, 23:08');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDateTimeSeconds('2026-11-20T20:08:05.000Z', 'en')).toBe('20 Nov 2026, 23:08:05');
  });
});
