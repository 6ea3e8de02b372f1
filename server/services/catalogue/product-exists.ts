import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/** Whether the website has a product of this slug (one indexed lookup). */
export async function productExists(db: Db, websiteId: number, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.slug, slug)))
    .limit(1);
  return row !== undefined;
}
