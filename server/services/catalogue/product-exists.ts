import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/** Prepared once per database: a picture of no product is asked for by strangers, and the query is built once, not per request. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

const prepare = (db: Db) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.websiteId, sql.placeholder('websiteId')), eq(products.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('product_exists');

/** Whether the website has a product of this slug (one indexed lookup). */
export async function productExists(db: Db, websiteId: number, slug: string): Promise<boolean> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepare(db)));
  const [row] = await query.execute({ websiteId, slug });
  return row !== undefined;
}
