import { groupIndian } from './count';

/**
 * A price in rupees as shoppers read it: ₹1,250 for whole rupees, ₹45.50 otherwise, with Indian
 * digit grouping (₹1,23,456). Written out rather than with Intl.NumberFormat, whose first en-IN
 * currency formatter costs tens of milliseconds on a phone, in the middle of the page's start.
 * `alwaysPaise` shows ".00" on whole rupees too (for a column of amounts where some have paise).
 */
export function formatPrice(amount: number, alwaysPaise = false): string {
  const size = Number.isFinite(amount) ? Math.abs(amount) : 0;
  // Past what paise can count exactly, an amount is whole rupees anyway.
  const paise = size * 100 > Number.MAX_SAFE_INTEGER ? null : Math.round(size * 100);
  const rupees = BigInt(paise === null ? Math.round(size) : Math.floor(paise / 100)).toString();
  const rest = paise === null ? 0 : paise % 100;
  const sign = amount < 0 && (paise ?? 1) > 0 ? '-' : '';
  return `${sign}₹${groupIndian(rupees)}${rest || (alwaysPaise && paise !== null) ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
