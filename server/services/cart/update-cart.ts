import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, packs, products } from '../../db/schema';
import { type CartOwner, ensureCart } from './cart-owner';
import { MAX_QUANTITY } from '../../../src/api/contracts/cart-limits';


export type CartChange = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** Sets how many of a pack (of this website) the owner's cart holds; 0 removes it. Refuses more than is in stock. */
export async function setPackQuantity(db: Db, websiteId: number, owner: CartOwner, packId: number, quantity: number): Promise<CartChange> {
  return db.transaction(async (tx) => {
    const [pack] = await tx.select({ name: packs.name, stock: packs.stock, productName: products.name })
      .from(packs).innerJoin(products, eq(products.id, packs.productId))
      .where(and(eq(packs.id, packId), eq(products.websiteId, websiteId)));
    if (!pack) return { ok: false, status: 404, message: 'This product is not available in this store.' };
    if (quantity > 0 && pack.stock <= 0) return { ok: false, status: 409, message: `${pack.productName} (${pack.name}) is out of stock.` };
    if (quantity > pack.stock) return { ok: false, status: 409, message: `Only ${pack.stock} of ${pack.productName} (${pack.name}) left.` };
    const cart = await ensureCart(tx, websiteId, owner);
    if (quantity === 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.packId, packId)));
    } else {
      await tx.insert(cartItems).values({ cartId: cart.id, packId, quantity })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.packId], set: { quantity } });
    }
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
    return { ok: true };
  });
}
