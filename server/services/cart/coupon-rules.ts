import type { coupons } from '../../db/schema';
import { formatRupees } from '../money';

type Coupon = typeof coupons.$inferSelect;

/** Why a coupon cannot be used on items worth `itemsPaise` now, or null when it can. */
export function couponProblem(coupon: Coupon, itemsPaise: number, now: Date): string | null {
  if (coupon.expiresAt && coupon.expiresAt <= now) return `Coupon ${coupon.code} has expired.`;
  if (itemsPaise < coupon.minAmountPaise) return `Coupon ${coupon.code} needs items worth ${formatRupees(coupon.minAmountPaise)} or more.`;
  return null;
}

/** Paise a usable coupon takes off items worth `itemsPaise` (never more than the items). */
export function couponDiscount(coupon: Coupon, itemsPaise: number): number {
  const off = coupon.kind === 'percent' ? Math.round((itemsPaise * coupon.value) / 100) : coupon.value;
  return Math.min(off, itemsPaise);
}
