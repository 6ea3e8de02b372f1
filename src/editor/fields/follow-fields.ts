import { listPath, EMPTY_LIST_QUERY } from '../../../contract/list-query';
import type { PageComponent } from '../../../contract/page-data';
import { setIn, valueAt } from './json-pointer';
import { type Located, schemaAt } from './schema';

type Path = readonly (string | number)[];

/** The product list a product query shows, as a "View all" link ('' when no list matches it: chosen products). */
export function productQueryLink(query: unknown): string {
  const { source, category, brand } = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const slug = (value: unknown) => (typeof value === 'string' && value ? [value] : []);
  switch (source) {
    case 'discounted':
      return listPath({ ...EMPTY_LIST_QUERY, sort: 'discount' });
    case 'category':
      return listPath({ ...EMPTY_LIST_QUERY, categories: slug(category) });
    case 'brand':
      return listPath({ ...EMPTY_LIST_QUERY, brands: slug(brand) });
    case 'ids':
      return '';
    default:
      return listPath({ ...EMPTY_LIST_QUERY, sort: 'newest' });
  }
}

/** The fields that follow the field at `path` (their paths): sizes of an image (`x-size-of`), links of the product query (`x-link-of`). */
export function followersOf(located: Located, path: Path): { path: Path; kind: 'size' | 'link' }[] {
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  const sizes = Object.entries(schemaAt(located, parentPath)?.schema.properties ?? {}).flatMap(([name, schema]) =>
    schema['x-size-of'] === key ? [{ path: [...parentPath, name], kind: 'size' as const }] : [],
  );
  const part = path[0];
  const links = Object.entries(schemaAt(located, ['data'])?.schema.properties ?? {}).flatMap(([name, schema]) =>
    part !== undefined && schema['x-link-of'] === String(part) ? [{ path: ['data', name], kind: 'link' as const }] : [],
  );
  return [...sizes, ...links];
}

/**
 * `after` (the component once the owner changed the field at `path`) with the fields that follow that field kept in step:
 * - a size of an image (`x-size-of`) is dropped when its image is replaced, so the store shows the new image at every size (it falls
 *   back to the image): a phone picture of the old image never stays under the new one, and the owner can choose another after;
 * - a link of the product query (`x-link-of`) follows the query while it is absent or still the link of the query before (a link the
 *   owner wrote, or emptied to show none, stays).
 */
export function withFollowers(located: Located, before: PageComponent, after: PageComponent, path: Path): PageComponent {
  let next: unknown = after;
  for (const follower of followersOf(located, path)) {
    const current = valueAt(next, follower.path);
    if (follower.kind === 'size') {
      if (valueAt(after, path) !== valueAt(before, path) && current !== undefined) next = setIn(next, follower.path, undefined);
    } else if (current === undefined || current === productQueryLink(valueAt(before, [path[0]!]))) {
      next = setIn(next, follower.path, productQueryLink(valueAt(next, [path[0]!])) || undefined);
    }
  }
  return next as PageComponent;
}
