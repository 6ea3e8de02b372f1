import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, coupons, packs } from '../../db/schema';
import { type CartOwner, ensureCart, findCart } from './cart-owner';
import { couponProblem } from './coupon-rules';

export type CouponResult = { ok: true } | { ok: false; message: string };

/** Puts a coupon on the owner's cart when it exists, has not expired and the items reach its minimum. */
export async function applyCoupon(db: Db, websiteId: number, owner: CartOwner, code: string): Promise<CouponResult> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.websiteId, websiteId), eq(coupons.code, code)));
  if (!coupon) return { ok: false, message: `Coupon ${code} does not exist.` };
  const cart = await ensureCart(db, websiteId, owner);
  const lines = await db
    .select({ price: packs.pricePaise, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(packs, eq(packs.id, cartItems.packId))
    .where(eq(cartItems.cartId, cart.id));
  const problem = couponProblem(
    coupon,
    lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    new Date(),
  );
  if (problem) return { ok: false, message: problem };
  await db.update(carts).set({ couponCode: coupon.code }).where(eq(carts.id, cart.id));
  return { ok: true };
}

/** Takes the coupon off the owner's cart (nothing to do without one). */
export async function removeCoupon(db: Db, websiteId: number, owner: CartOwner): Promise<void> {
  const cart = await findCart(db, websiteId, owner);
  if (cart) await db.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
}
