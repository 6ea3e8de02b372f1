import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import { ensureCart, findCart } from './cart-owner';
import { MAX_QUANTITY } from '../../../contract/cart';

/** Moves a guest's cart into the user's on sign-in: quantities of the same pack add up (at most 50); a coupon is kept. */
export async function mergeGuestCart(db: Db, websiteId: number, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const guest = await findCart(tx, websiteId, { sessionId });
    if (!guest) return;
    const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
    const mine = await ensureCart(tx, websiteId, { userId });
    for (const item of items) {
      await tx
        .insert(cartItems)
        .values({ cartId: mine.id, packId: item.packId, quantity: Math.min(item.quantity, MAX_QUANTITY) })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.packId],
          set: { quantity: sql`least(${cartItems.quantity} + ${item.quantity}, ${MAX_QUANTITY})` },
        });
    }
    if (guest.couponCode && !mine.couponCode) await tx.update(carts).set({ couponCode: guest.couponCode }).where(eq(carts.id, mine.id));
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}
