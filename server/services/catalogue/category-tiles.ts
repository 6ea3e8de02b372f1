import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

/** A category as a tile links to it. */
export interface CategoryTile {
  id: number;
  name: string;
  slug: string;
  image: string | null;
}

/** The top-level categories, or the children of the category with `parentSlug` (none when it is unknown), in shelf order. */
export async function categoryTiles(db: Db, websiteId: number, parentSlug: string | null): Promise<CategoryTile[]> {
  let parentId: number | null = null;
  if (parentSlug) {
    const [parent] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.websiteId, websiteId), eq(categories.slug, parentSlug)));
    if (!parent) return [];
    parentId = parent.id;
  }
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
    .from(categories)
    .where(and(eq(categories.websiteId, websiteId), parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId)))
    .orderBy(asc(categories.position), asc(categories.id));
}
