import { describe, expect, it } from 'vitest';
import { addDays, displayValue, formatDate, monthGrid, parseIsoDate, toIsoDate } from './calendar';

describe('calendar', () => {
  it.each([
    ['2026-11-22', { year: 2026, month: 11, day: 22 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['1900-01-01', { year: 1900, month: 1, day: 1 }],
    ['2099-12-31', { year: 2099, month: 12, day: 31 }],
    ['2023-02-29', null],
    ['1899-12-31', null],
    ['2100-01-01', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-11-31', null],
    ['00000000', null],
    ['22/11/2026', null],
    ['2026-1-5', null],
    ['', null],
    [null, null],
  ])('parseIsoDate(%j) = %j', (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
  });

  it('formats MMM D, YYYY by default, and other patterns', () => {
    expect(formatDate({ year: 2026, month: 11, day: 2 })).toBe('Nov 2, 2026');
    expect(formatDate({ year: 2026, month: 1, day: 9 }, 'DD/MM/YYYY')).toBe('09/01/2026');
    expect(toIsoDate({ year: 1905, month: 3, day: 7 })).toBe('1905-03-07');
  });

  it.each([
    ['2026-11-22', 'Nov 22, 2026'],
    ['00000000', ''],
    ['', ''],
    [null, ''],
    ['2026-02-30', ''],
    ['garbage', ''],
  ])('displayValue(%j) = %j', (value, expected) => {
    expect(displayValue(value)).toBe(expected);
  });

  it('lays out weeks starting on Sunday', () => {
    const november2026 = monthGrid(2026, 11);
    expect(november2026[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(november2026.at(-1)).toEqual([29, 30, null, null, null, null, null]);
    const february2026 = monthGrid(2026, 2);
    expect(february2026).toHaveLength(4);
    expect(monthGrid(2026, 5)[0]).toEqual([null, null, null, null, null, 1, 2]);
  });

  it('moves by days across months and years, never outside 1900–2099', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 1900, month: 1, day: 3 }, -7)).toEqual({ year: 1900, month: 1, day: 1 });
    expect(addDays({ year: 2099, month: 12, day: 30 }, 7)).toEqual({ year: 2099, month: 12, day: 31 });
  });
});
