import type { Category } from '../../contract/entities';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parentId: number | null;
  position: number;
}

/** Builds the nested category tree of init (spec section 3: name, slug, avatar, children) from flat rows, siblings in `position` order. */
export function buildCategoryTree(rows: CategoryRow[]): Category[] {
  const nodes = new Map<number, Category>(rows.map((r) => [r.id, { name: r.name, slug: r.slug, avatar: r.image, children: [] }]));
  const roots: Category[] = [];
  for (const row of [...rows].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const node = nodes.get(row.id) as Category;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
