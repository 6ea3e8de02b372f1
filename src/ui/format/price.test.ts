import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [0, '₹0'],
    [45, '₹45'],
    [5.5, '₹5.50'],
    [1250, '₹1,250'],
    [123456.789, '₹1,23,456.79'],
    [0.05, '₹0.05'],
    [999.999, '₹1,000'],
    [10000000, '₹1,00,00,000'],
    [-45.5, '-₹45.50'],
    [-0.001, '₹0'],
    [1e21, '₹1,00,00,00,00,00,00,00,00,00,000'],
    [Number.NaN, '₹0'],
    [Number.POSITIVE_INFINITY, '₹0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('writes what Intl.NumberFormat en-IN writes, for amounts a shop has', () => {
    const intl = (amount: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(amount);
    for (const amount of [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 99.5, 1499.99, 250000.1])
      expect(formatPrice(amount)).toBe(intl(amount));
  });

  it('shows .00 on whole rupees when asked, for a column where some amounts have paise', () => {
    expect(formatPrice(1002, true)).toBe('₹1,002.00');
    expect(formatPrice(910.8, true)).toBe('₹910.80');
    expect(formatPrice(1e21, true)).toBe('₹1,00,00,00,00,00,00,00,00,00,000');
  });
});
