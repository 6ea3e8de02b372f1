import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { WebsiteFile } from '../../contract/website-settings';
import type { PageData } from '../../contract/page-data';

/** The fixtures folder shared by the seed, stories and tests. */
export const fixturesDir = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** A demo website (fixtures/websites/{slug}/): its stored fields, where it answers, and its pages. */
export interface WebsiteFixture extends WebsiteFile {
  pages: { path: string; title: string; page: PageData }[];
}

export interface CategoryFixture {
  name: string;
  slug: string;
  /** A Fluent Emoji Flat name for its picture (served at /s/media/emoji/{name}.svg). */
  emoji?: string;
  children?: CategoryFixture[];
}

const readJson = <T>(...parts: string[]): T => JSON.parse(readFileSync(join(fixturesDir, ...parts), 'utf8')) as T;
const jsonFiles = (...parts: string[]) =>
  readdirSync(join(fixturesDir, ...parts))
    .filter((f) => f.endsWith('.json'))
    .sort();

/** Every demo website with its content pages. */
export function loadWebsiteFixtures(): WebsiteFixture[] {
  return readdirSync(join(fixturesDir, 'websites'))
    .sort()
    .map((dir) => ({
      ...readJson<Omit<WebsiteFixture, 'pages'>>('websites', dir, 'website.json'),
      pages: jsonFiles('websites', dir, 'pages').map((file) => readJson<WebsiteFixture['pages'][number]>('websites', dir, 'pages', file)),
    }));
}

/** Default page data of each built-in route, by route id. */
export function loadRoutePages(): Map<string, PageData> {
  return new Map(jsonFiles('pages', 'routes').map((file) => [file.replace(/\.json$/, ''), readJson<PageData>('pages', 'routes', file)]));
}

export const loadCategories = () => readJson<CategoryFixture[]>('catalogue', 'categories.json');
export const loadBrands = () => readJson<{ name: string; slug: string; emoji?: string }[]>('catalogue', 'brands.json');
export const loadUsers = () =>
  readJson<
    {
      phone: string;
      name: string;
      email?: string;
      is_agent?: boolean;
      is_superadmin?: boolean;
      hasAdminAccess?: boolean;
      permissions?: string[];
      /** The phone of the sales agent who looks after this customer. */
      agent?: string;
    }[]
  >('users.json');

/** Past demo orders: `items` are [product position in the generated catalogue, pack position, quantity]. */
export const loadOrders = () =>
  readJson<
    {
      phone: string;
      days_ago: number;
      status: 'placed' | 'cancelled';
      items: [number, number, number][];
    }[]
  >('orders.json');
/** Serviceable pincodes with their delivery charge and free-delivery threshold, in rupees. */
export const loadPincodes = () => readJson<{ pincode: string; city: string }[]>('pincodes.json');

/** A warehouse of the demo stores: the pincodes it serves (pincode → charge code) and, for a courier, the pack weight from which it ships a pack. */
export interface WarehouseFixture {
  code: string;
  name: string;
  external_shipping: boolean;
  lead_days: number;
  slots: string[];
  pincodes: Record<string, string>;
  min_pack_grams?: number;
}

/** Delivery charges (rupees) and warehouses of the demo stores. */
export const loadDelivery = () =>
  readJson<{
    charges: { code: string; label: string; charge: number; free_above: number }[];
    warehouses: WarehouseFixture[];
  }>('delivery.json');

/** Demo coupons: `value` is a percentage (percent) or rupees (flat); `min_amount` in rupees. */
export const loadCoupons = () =>
  readJson<
    {
      code: string;
      kind: 'percent' | 'flat';
      value: number;
      min_amount: number;
      expires_at: string | null;
      max_uses?: number | null;
      max_uses_per_shopper?: number | null;
    }[]
  >('coupons.json');

/** Product names and pack sizes per category, and name variants, for the generated catalogue. */
export function loadProductVocabulary() {
  const { variants, ...categories } = readJson<Record<string, { items: string[]; packs: [string, number][] }> & { variants: string[] }>(
    'catalogue',
    'product-vocabulary.json',
  );
  return { variants, categories: categories as Record<string, { items: string[]; packs: [string, number][] }> };
}
