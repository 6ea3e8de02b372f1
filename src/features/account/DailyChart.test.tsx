import { describe, expect, it } from 'vitest';
import { niceMax } from './DailyChart';

describe('niceMax', () => {
  it.each([
    [0, 100],
    [-5, 100],
    [1, 1],
    [7, 10],
    [12, 20],
    [180, 200],
    [2001, 5000],
    [9999.5, 10000],
    [50000, 50000],
  ])('%d → %d', (value, top) => {
    expect(niceMax(value)).toBe(top);
  });
});
