import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { addresses, products, websites } from '../../server/db/schema';

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
