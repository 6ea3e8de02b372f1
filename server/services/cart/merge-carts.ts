import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, packs } from '../../db/schema';
import { ensureCart, findCart } from './cart-owner';
import { packLimit } from './pack-limit';

/** Moves a guest's cart into the user's on sign-in: quantities of the same pack add up (at most the pack's limit); a coupon is kept. */
export async function mergeGuestCart(db: Db, websiteId: number, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const guest = await findCart(tx, websiteId, { sessionId });
    if (!guest) return;
    const items = await tx
      .select({ packId: cartItems.packId, quantity: cartItems.quantity, maxPerOrder: packs.maxPerOrder })
      .from(cartItems)
      .innerJoin(packs, eq(packs.id, cartItems.packId))
      .where(eq(cartItems.cartId, guest.id));
    const mine = await ensureCart(tx, websiteId, { userId });
    for (const item of items) {
      const limit = packLimit(item.maxPerOrder);
      await tx
        .insert(cartItems)
        .values({ cartId: mine.id, packId: item.packId, quantity: Math.min(item.quantity, limit) })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.packId],
          set: { quantity: sql`least(${cartItems.quantity} + ${item.quantity}, ${limit})` },
        });
    }
    if (guest.couponCode && !mine.couponCode) await tx.update(carts).set({ couponCode: guest.couponCode }).where(eq(carts.id, mine.id));
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}
