import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';

/** The website's brands as tiles, by name (at most 48). */
export function brandTiles(db: Db, websiteId: number) {
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, image: brands.image })
    .from(brands)
    .where(eq(brands.websiteId, websiteId))
    .orderBy(asc(brands.name))
    .limit(48);
}
