import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [123456, '1,23,456'],
    [12345678, '1,23,45,678'],
    [-1500, '-1,500'],
    [2.6, '3'],
    [-0.2, '0'],
    [1e21, '1,00,00,00,00,00,00,00,00,00,000'],
    [Number.NaN, '0'],
    [Number.NEGATIVE_INFINITY, '0'],
  ])('%d → %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it('writes what toLocaleString("en-IN") writes, for every size of whole number', () => {
    for (let digits = 1; digits <= 16; digits++) {
      for (const lead of ['1', '9']) {
        const n = Number(lead.padEnd(digits, '7'));
        expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
        expect(formatCount(-n)).toBe((-n).toLocaleString('en-IN'));
      }
    }
  });
});
