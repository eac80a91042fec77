import { describe, expect, it } from 'vitest';
import { rangeOf } from './date-range.ts';

describe('rangeOf', () => {
  // 21 Nov 2026, 01:30 in Nairobi (UTC+3) is still 20 Nov in UTC.
  const now = new Date('2026-11-20T22:30:00.000Z');

  it('has no limit for all', () => {
    expect(rangeOf('all', now)).toBeNull();
  });

  it('takes yesterday as the whole previous day in East Africa Time', () => {
    expect(rangeOf('yesterday', now)).toEqual({ beginTime: '2026-11-19T21:00:00.000Z', endTime: '2026-11-20T20:59:59.999Z' });
  });

  it('follows the zone it is given', () => {
    expect(rangeOf('yesterday', now, 'UTC')).toEqual({ beginTime: '2026-11-19T00:00:00.000Z', endTime: '2026-11-19T23:59:59.999Z' });
  });

  it('runs the longer presets back from now', () => {
    expect(rangeOf('lastWeek', now)).toEqual({ beginTime: '2026-11-13T22:30:00.000Z', endTime: '2026-11-20T22:30:00.000Z' });
    expect(rangeOf('lastMonth', now)).toEqual({ beginTime: '2026-10-20T22:30:00.000Z', endTime: '2026-11-20T22:30:00.000Z' });
    expect(rangeOf('lastYear', now)).toEqual({ beginTime: '2025-11-20T22:30:00.000Z', endTime: '2026-11-20T22:30:00.000Z' });
  });

  it('clamps a month back to the last day of a shorter month', () => {
    expect(rangeOf('lastMonth', new Date('2026-03-31T10:00:00.000Z'))?.beginTime).toBe('2026-02-28T10:00:00.000Z');
    expect(rangeOf('lastYear', new Date('2028-02-29T10:00:00.000Z'))?.beginTime).toBe('2027-02-28T10:00:00.000Z');
  });

  it('takes a day and a month on the zone\'s clock, across a change of offset', () => {
    // New York moves to summer time on 8 March 2026: that day has 23 hours.
    expect(rangeOf('yesterday', new Date('2026-03-09T12:00:00.000Z'), 'America/New_York')).toEqual({
      beginTime: '2026-03-08T05:00:00.000Z',
      endTime: '2026-03-09T03:59:59.999Z',
    });
    // 1 May 01:30 in Nairobi is still 30 April in UTC: a month back is 1 April there.
    expect(rangeOf('lastMonth', new Date('2026-04-30T22:30:00.000Z'))?.beginTime).toBe('2026-03-31T22:30:00.000Z');
  });
});
