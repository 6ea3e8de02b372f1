import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, packs, products } from '../../db/schema';

/** A cart's lines, oldest first, with their packs and products as they are now (this website's only). */
export function loadCartLines(db: Db, cartId: number, websiteId: number) {
  return db
    .select({
      quantity: cartItems.quantity,
      packId: packs.id,
      packName: packs.name,
      pricePaise: packs.pricePaise,
      actPricePaise: packs.actPricePaise,
      stock: packs.stock,
      maxPerOrder: packs.maxPerOrder,
      warehouseId: packs.warehouseId,
      weightGrams: packs.weightGrams,
      productName: products.name,
      slug: products.slug,
      medias: products.medias,
    })
    .from(cartItems)
    .innerJoin(packs, eq(packs.id, cartItems.packId))
    .innerJoin(products, eq(products.id, packs.productId))
    .where(and(eq(cartItems.cartId, cartId), eq(products.websiteId, websiteId)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.packId));
}
