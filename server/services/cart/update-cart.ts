import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, packs, products } from '../../db/schema';
import { type CartOwner, ensureCart, findCart } from './cart-owner';
import { limitMessage, packLimit } from './pack-limit';

export type CartChange = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** What a call does to one pack: add one unit, take one off, or take the line out. */
export type PackOperation = 'add' | 'removeOne' | 'removeLine';

/** A pack of this website (and of `warehouseId`, when the caller names one), or null. */
async function findPack(db: Db, websiteId: number, packId: number, warehouseId: number | undefined) {
  const [pack] = await db
    .select({ name: packs.name, stock: packs.stock, maxPerOrder: packs.maxPerOrder, productName: products.name })
    .from(packs)
    .innerJoin(products, eq(products.id, packs.productId))
    .where(
      and(
        eq(packs.id, packId),
        eq(products.websiteId, websiteId),
        warehouseId === undefined ? undefined : eq(packs.warehouseId, warehouseId),
      ),
    );
  return pack ?? null;
}

/**
 * Changes one pack of the owner's cart by one step (POST /s/api/cart/add and /cart/remove). An add
 * is an increment in one statement, so concurrent adds never lose one; it is refused past the stock
 * or the pack's limit (packLimit). Taking off a pack the cart does not hold changes nothing.
 */
export async function changePack(
  db: Db,
  websiteId: number,
  owner: CartOwner,
  packId: number,
  warehouseId: number | undefined,
  operation: PackOperation,
): Promise<CartChange> {
  return db.transaction(async (tx) => {
    const pack = await findPack(tx, websiteId, packId, warehouseId);
    if (!pack) return { ok: false, status: 404, message: 'This product is not available in this store.' };
    const label = `${pack.productName} (${pack.name})`;
    if (operation !== 'add') {
      const cart = await findCart(tx, websiteId, owner);
      if (!cart) return { ok: true };
      const line = and(eq(cartItems.cartId, cart.id), eq(cartItems.packId, packId));
      if (operation === 'removeOne')
        await tx
          .update(cartItems)
          .set({ quantity: sql`${cartItems.quantity} - 1` })
          .where(line);
      await tx.delete(cartItems).where(operation === 'removeLine' ? line : and(line, sql`${cartItems.quantity} <= 0`));
      await tx
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.id, cart.id));
      return { ok: true };
    }
    if (pack.stock <= 0) return { ok: false, status: 409, message: `${label} is out of stock.` };
    const allowed = packLimit(pack.maxPerOrder);
    const cart = await ensureCart(tx, websiteId, owner);
    const added = await tx
      .insert(cartItems)
      .values({ cartId: cart.id, packId, quantity: 1 })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.packId],
        set: { quantity: sql`${cartItems.quantity} + 1` },
        setWhere: sql`${cartItems.quantity} < ${Math.min(pack.stock, allowed)}`,
      })
      .returning({ quantity: cartItems.quantity });
    if (added.length === 0) {
      return {
        ok: false,
        status: 409,
        message: pack.stock <= allowed ? `Only a few of ${label} are left: we could not add more.` : limitMessage(allowed, label),
      };
    }
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));
    return { ok: true };
  });
}
