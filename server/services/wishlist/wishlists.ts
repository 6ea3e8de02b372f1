import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, wishlistCategories, wishlistItems } from '../../db/schema';

/** Most wishlists per shopper. */
export const MAX_WISHLISTS = 20;

/** A shopper's scope: their own lists on one website. */
export interface WishlistOwner {
  websiteId: number;
  userId: number;
}

/** The shopper's wishlists with the products on each, oldest list first. */
export async function listWishlists(db: Db, owner: WishlistOwner) {
  const rows = await db
    .select({
      id: wishlistCategories.id,
      name: wishlistCategories.name,
      productIds: sql<
        number[]
      >`coalesce(array_agg(${wishlistItems.productId} order by ${wishlistItems.addedAt} desc) filter (where ${wishlistItems.productId} is not null), '{}')`,
    })
    .from(wishlistCategories)
    .leftJoin(wishlistItems, eq(wishlistItems.categoryId, wishlistCategories.id))
    .where(and(eq(wishlistCategories.websiteId, owner.websiteId), eq(wishlistCategories.userId, owner.userId)))
    .groupBy(wishlistCategories.id)
    .orderBy(asc(wishlistCategories.createdAt), asc(wishlistCategories.id));
  return rows.map((r) => ({ id: r.id, name: r.name, product_ids: r.productIds.map(Number) }));
}

export type CreateResult =
  { ok: true; list: { id: number; name: string; product_ids: number[] } } | { ok: false; status: 409; message: string };

/** Creates a named list; names are unique per shopper regardless of case. */
export async function createWishlist(db: Db, owner: WishlistOwner, name: string): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    const mine = and(eq(wishlistCategories.websiteId, owner.websiteId), eq(wishlistCategories.userId, owner.userId));
    const [existing] = await tx.select({ n: count() }).from(wishlistCategories).where(mine);
    if (Number(existing?.n ?? 0) >= MAX_WISHLISTS)
      return { ok: false, status: 409, message: `You can have up to ${MAX_WISHLISTS} wishlists` };
    const [row] = await tx
      .insert(wishlistCategories)
      .values({ websiteId: owner.websiteId, userId: owner.userId, name })
      .onConflictDoNothing()
      .returning();
    if (!row) return { ok: false, status: 409, message: `You already have a wishlist called ${name}` };
    return { ok: true, list: { id: row.id, name: row.name, product_ids: [] } };
  });
}

/** The shopper's own list with this id, as a condition. */
const ownList = (owner: WishlistOwner, id: number) =>
  and(eq(wishlistCategories.id, id), eq(wishlistCategories.websiteId, owner.websiteId), eq(wishlistCategories.userId, owner.userId));

export type RenameResult = { ok: true; list: { id: number; name: string } } | { ok: false; status: 404 | 409; message: string };

/** Renames one of the shopper's lists; the new name must not be another of their lists' (any case). */
export async function renameWishlist(db: Db, owner: WishlistOwner, id: number, name: string): Promise<RenameResult> {
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: wishlistCategories.id })
      .from(wishlistCategories)
      .where(
        and(
          eq(wishlistCategories.websiteId, owner.websiteId),
          eq(wishlistCategories.userId, owner.userId),
          sql`lower(${wishlistCategories.name}) = lower(${name})`,
          sql`${wishlistCategories.id} <> ${id}`,
        ),
      );
    if (clash) return { ok: false, status: 409, message: `You already have a wishlist called ${name}` };
    const [row] = await tx.update(wishlistCategories).set({ name }).where(ownList(owner, id)).returning();
    if (!row) return { ok: false, status: 404, message: 'Wishlist not found' };
    return { ok: true, list: { id: row.id, name: row.name } };
  });
}

/** Deletes one of the shopper's lists with what is on it; false when there is no such list of theirs. */
export async function deleteWishlist(db: Db, owner: WishlistOwner, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [list] = await tx.select({ id: wishlistCategories.id }).from(wishlistCategories).where(ownList(owner, id));
    if (!list) return false;
    await tx.delete(wishlistItems).where(eq(wishlistItems.categoryId, id));
    await tx.delete(wishlistCategories).where(eq(wishlistCategories.id, id));
    return true;
  });
}

export type ToggleResult = { ok: true; inList: boolean; wishlist: boolean } | { ok: false; status: 404; message: string };

/** Puts a product on one of the shopper's lists, or takes it off when it is there already. */
export async function toggleWishlistItem(db: Db, owner: WishlistOwner, productId: number, categoryId: number): Promise<ToggleResult> {
  return db.transaction(async (tx) => {
    const [list] = await tx.select({ id: wishlistCategories.id }).from(wishlistCategories).where(ownList(owner, categoryId));
    if (!list) return { ok: false, status: 404, message: 'Wishlist not found' };
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.websiteId, owner.websiteId)));
    if (!product) return { ok: false, status: 404, message: 'Product not found' };
    const removed = await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.categoryId, categoryId), eq(wishlistItems.productId, productId)))
      .returning();
    if (removed.length === 0) await tx.insert(wishlistItems).values({ categoryId, productId }).onConflictDoNothing();
    const onAny = await wishlistedAmong(tx, owner, [productId]);
    return { ok: true, inList: removed.length === 0, wishlist: onAny.has(productId) };
  });
}

/** Which of these products are on any of the shopper's lists. */
export async function wishlistedAmong(db: Db, owner: WishlistOwner, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(wishlistCategories, eq(wishlistCategories.id, wishlistItems.categoryId))
    .where(
      and(
        eq(wishlistCategories.websiteId, owner.websiteId),
        eq(wishlistCategories.userId, owner.userId),
        inArray(wishlistItems.productId, productIds),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}
