import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [0, '₹0'],
    [45, '₹45'],
    [5.5, '₹5.50'],
    [1250, '₹1,250'],
    [123456.789, '₹1,23,456.79'],
    [Number.NaN, '₹0'],
    [Number.POSITIVE_INFINITY, '₹0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});
