import type { Category } from '../../../../contract/entities';

/** How a category's checkbox shows: all of its subtree chosen, none, or some. */
export type CheckState = 'checked' | 'unchecked' | 'mixed';

function subtreeSlugs(node: Category): string[] {
  return [node.slug, ...node.children.flatMap(subtreeSlugs)];
}

/** A parent counts as chosen exactly when all its children are (bottom-up). */
function normalise(tree: Category[], chosen: Set<string>): Set<string> {
  const visit = (node: Category): boolean => {
    if (node.children.length === 0) return chosen.has(node.slug);
    const all = node.children.map(visit).every(Boolean);
    if (all) chosen.add(node.slug);
    else chosen.delete(node.slug);
    return all;
  };
  tree.forEach(visit);
  return chosen;
}

function find(tree: Category[], slug: string): Category | undefined {
  for (const node of tree) {
    if (node.slug === slug) return node;
    const inner = find(node.children, slug);
    if (inner) return inner;
  }
  return undefined;
}

/** The chosen categories for `c` slugs: each slug with its whole subtree; unknown slugs are dropped. */
export function selectionFromSlugs(tree: Category[], slugs: string[]): Set<string> {
  const chosen = new Set<string>();
  for (const slug of slugs) {
    const node = find(tree, slug);
    if (node) subtreeSlugs(node).forEach((s) => chosen.add(s));
  }
  return normalise(tree, chosen);
}

/** Checking a category chooses its subtree; unchecking clears it (and its ancestors are no longer whole). */
export function toggleCategory(tree: Category[], chosen: Set<string>, node: Category, checked: boolean): Set<string> {
  const next = new Set(chosen);
  for (const slug of subtreeSlugs(node)) {
    if (checked) next.add(slug);
    else next.delete(slug);
  }
  return normalise(tree, next);
}

export function checkState(node: Category, chosen: Set<string>): CheckState {
  if (chosen.has(node.slug)) return 'checked';
  return subtreeSlugs(node).some((s) => chosen.has(s)) ? 'mixed' : 'unchecked';
}

/** The fewest slugs that say the selection: a whole subtree by its root (the server includes descendants). */
export function selectedSlugs(tree: Category[], chosen: Set<string>): string[] {
  return tree.flatMap((node) => (chosen.has(node.slug) ? [node.slug] : selectedSlugs(node.children, chosen)));
}

/** Category name by slug, for chips. */
export function categoryNames(tree: Category[]): Map<string, string> {
  return new Map(tree.flatMap((node) => [[node.slug, node.name] as const, ...categoryNames(node.children)]));
}
