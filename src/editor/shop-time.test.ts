import { describe, expect, it } from 'vitest';
import { formatShopTime, fromShopInput, toShopInput } from './shop-time';

// Issue 37, "Scheduled publishing": times are shown and taken in IST and stored in UTC.
describe('the shop’s time (IST) in the editor', () => {
  it('reads a datetime-local value as India’s time: midnight there is 18:30 UTC the day before', () => {
    expect(fromShopInput('2026-12-01T00:00')?.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(fromShopInput('2026-12-06T23:59')?.toISOString()).toBe('2026-12-06T18:29:00.000Z');
  });

  it('writes a moment back as the same input value, whatever the browser’s time zone', () => {
    expect(toShopInput(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01T00:00');
    for (const value of ['2026-01-01T05:30', '2027-02-28T23:59', '2028-02-29T12:00'])
      expect(toShopInput(fromShopInput(value)!)).toBe(value);
  });

  it('refuses empty, malformed and impossible values', () => {
    for (const value of [
      '',
      '2026-12-01',
      '2026-12-01T24:00',
      '2026-02-31T10:00',
      '2026-13-01T10:00',
      '2026-12-01T10:00:00',
      'tomorrow',
      '<script>',
    ])
      expect(fromShopInput(value), value).toBeNull();
  });

  it('shows a moment with its weekday, in IST, and nothing for what is not a moment', () => {
    expect(formatShopTime('2026-11-30T18:30:00Z')).toMatch(/^Tue, 1 Dec,? 2026, 12:00\s?am IST$/i);
    expect(formatShopTime('not a date')).toBe('');
  });
});
