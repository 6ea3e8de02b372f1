/**
 * A count as shoppers read it, with Indian digit grouping: 1234567 → 12,34,567. Written out rather
 * than with toLocaleString('en-IN'): a page's first Intl number or date format loads ICU's locale
 * data, 40–90 ms of one task on this project's 2-core machines (four times that on a slow phone),
 * in the middle of hydrating the product list.
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const whole = Math.round(Math.abs(count));
  return `${count < 0 && whole > 0 ? '-' : ''}${groupIndian(BigInt(whole).toString())}`;
}

/** Digits grouped the Indian way: the last three, then pairs (1234567 → 12,34,567). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}
