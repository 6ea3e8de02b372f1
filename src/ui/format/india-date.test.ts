import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaTime } from './india-date';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Kolkata' });

describe('formatIndiaDate', () => {
  it('writes month, day and year of the day in India', () => {
    expect(formatIndiaDate(new Date('2026-11-21T10:00:00Z'))).toBe('Nov 21, 2026');
    // 19:00 UTC is already the next day in India.
    expect(formatIndiaDate(new Date('2026-11-21T19:00:00Z'), { weekday: true })).toBe('Sun, Nov 22, 2026');
    expect(formatIndiaDate(new Date('2026-12-31T18:29:59Z'), { year: false })).toBe('Dec 31');
    expect(formatIndiaDate(new Date('2026-12-31T18:30:00Z'))).toBe('Jan 1, 2027');
    expect(formatIndiaDate(new Date('not a date'))).toBe('');
  });

  it('writes what Intl.DateTimeFormat en-US writes in Asia/Kolkata, across years and times of day', () => {
    const full = intl({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    const dated = intl({ month: 'short', day: 'numeric', year: 'numeric' });
    const short = intl({ month: 'short', day: 'numeric' });
    // Every 37 hours and 11 minutes from 1990 to 2100: each weekday, month end and time of day.
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2100, 0, 1); t += (37 * 60 + 11) * 60_000) {
      const date = new Date(t);
      expect(formatIndiaDate(date, { weekday: true })).toBe(full.format(date));
      expect(formatIndiaDate(date)).toBe(dated.format(date));
      expect(formatIndiaDate(date, { year: false })).toBe(short.format(date));
    }
  });
});

describe('formatIndiaTime', () => {
  it('writes the time of day in India on a 12-hour clock', () => {
    expect(formatIndiaTime(new Date('2026-11-21T09:05:00Z'))).toBe('2:35 pm');
    expect(formatIndiaTime(new Date('2026-11-21T18:35:00Z'))).toBe('12:05 am');
    expect(formatIndiaTime(new Date('2026-11-21T06:30:00Z'))).toBe('12:00 pm');
    expect(formatIndiaTime(new Date('2026-11-21T00:00:00Z'))).toBe('5:30 am');
    expect(formatIndiaTime(new Date('not a date'))).toBe('');
  });
});
