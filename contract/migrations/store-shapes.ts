import * as z from 'zod/mini';
import { listOf, numericId } from '../lenient';
import { ProductSchema } from '../product';

/**
 * The parts a component type's migration reads of a component from another store's page builder
 * (spec section 3: name, data, logicdata, response, order, settings, type), whatever their shapes.
 */
export interface StoredComponent {
  name: string;
  type?: unknown;
  data?: unknown;
  settings?: unknown;
  logicdata?: unknown;
  response?: unknown;
  [field: string]: unknown;
}

/** A plain object (not a list, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The list a value holds: the value itself when it is a list, else the first of its `keys` that is one. */
export function listIn(value: unknown, ...keys: string[]): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return null;
  for (const key of keys) if (Array.isArray(value[key])) return value[key];
  return null;
}

/** The fields of `item` named in `names` whose values are non-empty text: another type in one field leaves that field out, not the item. */
export function textFields(item: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (typeof item[name] === 'string' && item[name] !== '' ? [[name, item[name]]] : [])));
}

/** A store's settings as an object: JSON text parsed, an object kept; anything else is no settings. */
export function settingsObject(settings: unknown): Record<string, unknown> | undefined {
  let value = settings;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return isRecord(value) ? value : undefined;
}

/** A number a store may send as text (`"3000"`); anything else as it came. */
export const numberFrom = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*\d{1,9}(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** A switch a store may send as 1/0 or text: a boolean; anything else as it came. */
export const switchFrom = (value: unknown): unknown =>
  value === 1 || value === '1' || value === 'true' ? true : value === 0 || value === '0' || value === 'false' ? false : value;

/** Products read item by item as the API's lists are (ids as text, a null brand): a malformed one is left out and reported. */
export const productList = (list: unknown[]) => listOf(ProductSchema, 'products').parse(list);

const text = z.string().check(z.minLength(1));
const picture = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A category or brand tile as another store sends it (spec section 3: a category's picture is
 * `avatar`): the picture from `image`, `avatar` or the first media, an id only when it is a number.
 */
const TileSchema = z.pipe(
  z.object({
    id: z.catch(z.optional(numericId()), undefined),
    name: text,
    slug: text,
    image: z.optional(z.unknown()),
    avatar: z.optional(z.unknown()),
    medias: z.optional(z.unknown()),
  }),
  z.transform(({ id, name, slug, image, avatar, medias }) => {
    const media = Array.isArray(medias) && isRecord(medias[0]) ? medias[0].src : undefined;
    return { ...(id === undefined ? {} : { id }), name, slug, image: picture(image) ?? picture(avatar) ?? picture(media) ?? null };
  }),
);

/** Category or brand tiles read item by item: a malformed one is left out and reported. */
export const tileList = (list: unknown[], what: 'categories' | 'brands') => listOf(TileSchema, what).parse(list);

/** A section's `data` as our types keep it: an object whose `title` is text (a store may send the title alone, as text). */
export function sectionData(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') return data ? { title: data } : {};
  if (!isRecord(data)) return {};
  const { title, ...rest } = data;
  return typeof title === 'string' ? data : rest;
}

/**
 * A product carousel's or grid's migration: the store's products in `response` (a list, or under
 * `products`, `data` or `items`) read item by item. The store's `logicdata` is left out where it sent
 * the products: the renderer needs only them, and the query is in the store's own form.
 */
export function migrateProductList(component: StoredComponent): StoredComponent {
  const list = listIn(component.response, 'products', 'data', 'items');
  if (!list) return { ...component, data: sectionData(component.data) };
  const { logicdata: _query, ...rest } = component;
  return { ...rest, data: sectionData(component.data), response: { products: productList(list) } };
}

/** A category or brand carousel's migration: its tiles in `response` (a list, or under the type's key, `data` or `items`) read item by item. */
export const migrateTileList =
  (what: 'categories' | 'brands') =>
  (component: StoredComponent): StoredComponent => {
    const list = listIn(component.response, what, 'data', 'items');
    if (!list) return { ...component, data: sectionData(component.data) };
    const { logicdata: _query, ...rest } = component;
    return { ...rest, data: sectionData(component.data), response: { [what]: tileList(list, what) } };
  };
