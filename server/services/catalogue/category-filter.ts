import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { ttlCachePer } from '../ttl-cache';

// The tree changes rarely and is read on every filtered list: a process keeps it for a few seconds, or
// until a category changes.
const tree = ttlCachePer<{ id: number; parentId: number | null; slug: string }[]>(10_000, 1_000, ['categories']);

/**
 * Ids of the categories with these slugs and all their descendants (unknown slugs add nothing).
 * Resolved before the product query so the planner sees the ids and can count from the index.
 */
export async function categoryIds(db: Db, websiteId: number, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await tree(db).get(String(websiteId), () =>
    db
      .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug })
      .from(categories)
      .where(eq(categories.websiteId, websiteId)),
  );
  const ids = new Set(rows.filter((r) => slugs.includes(r.slug)).map((r) => r.id));
  for (const id of ids) rows.filter((r) => r.parentId === id).forEach((r) => ids.add(r.id));
  return [...ids];
}
