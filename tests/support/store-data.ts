import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { addresses, packs, products, users, websites } from '../../server/db/schema';

/** The id of a demo website, by its slug. */
export async function websiteIdOf(db: Db, slug: string): Promise<number> {
  const [site] = await db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  if (!site) throw new Error(`no website ${slug}`);
  return site.id;
}

/** A demo website's first product (by id). */
export async function firstProduct(db: Db, websiteSlug = 'freshkart'): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .innerJoin(websites, eq(websites.id, products.websiteId))
    .where(eq(websites.slug, websiteSlug))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error(`no product on ${websiteSlug}`);
  return row;
}

/** Saves a delivery address for a shopper, straight into the database; its id. */
export async function insertAddress(db: Db, address: typeof addresses.$inferInsert): Promise<number> {
  const [row] = await db.insert(addresses).values(address).returning({ id: addresses.id });
  return (row as { id: number }).id;
}

/** A demo website's packs with more than `moreThan` in stock, by id (at most `limit`). */
export function packsInStock(db: Db, websiteSlug: string, moreThan: number, limit: number) {
  return db
    .select({ id: packs.id, productId: packs.productId, warehouseId: packs.warehouseId, stock: packs.stock })
    .from(packs)
    .innerJoin(products, eq(products.id, packs.productId))
    .innerJoin(websites, eq(websites.id, products.websiteId))
    .where(and(eq(websites.slug, websiteSlug), gt(packs.stock, moreThan)))
    .orderBy(asc(packs.id))
    .limit(limit);
}

/** A new shopper (a phone no one has yet) with one address, at 1 MG Road, Bengaluru (560001 unless `pincode` says otherwise). */
export async function newShopperWithAddress(
  db: Db,
  websiteId: number,
  name: string,
  { pincode = '560001', email }: { pincode?: string; email?: string } = {},
) {
  const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [user] = await db.insert(users).values({ websiteId, phone, name, email }).returning({ id: users.id });
  const userId = (user as { id: number }).id;
  const addressId = await insertAddress(db, {
    websiteId,
    userId,
    name,
    phone,
    line1: '1 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode,
  });
  return { phone, userId, addressId };
}
