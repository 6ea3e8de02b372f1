import { componentMigrations } from '../../src/generated/component-migrations';
import { CURRENT_PAGE_VERSION } from '../page-format';
import { componentTypeOf } from './component-type';
import { isRecord, type StoredComponent } from './store-shapes';

export { CURRENT_PAGE_VERSION };

type Page = Record<string, unknown>;

/** Page-format migrations: the function at key v upgrades a page from version v to v + 1. */
const pageMigrations: Record<number, (page: Page) => Page> = {
  // v1 (the first page builder, and another store's: spec section 3) kept components under
  // `components` or `data`, ordered by `sort` or `order`.
  1: ({ components, ...page }) => {
    const list = Array.isArray(page.data) ? page.data : Array.isArray(components) ? components : null;
    // No component list at all is not a page: leave it for validation to refuse.
    if (!list) return page;
    return {
      ...page,
      data: list.map((c: unknown) => {
        // An array is no component (validation refuses it); destructuring one read the inherited
        // Array.prototype.sort as its order, a function no clone could copy (a 500).
        if (!isRecord(c)) return c;
        const { sort, ...component } = c;
        return 'order' in component || !Object.hasOwn(c, 'sort') ? component : { ...component, order: sort };
      }),
    };
  },
};

/**
 * The version a page says it is in. `version` is ours: a page without one, or with one this build
 * does not write (another store's page builder may number its own revisions), is read as version 1,
 * the format of spec section 3; adapting a page already in our shapes changes nothing.
 */
const versionOf = (page: Page): number =>
  typeof page.version === 'number' && Number.isInteger(page.version) && page.version >= 1 && page.version <= CURRENT_PAGE_VERSION
    ? page.version
    : 1;

/**
 * Upgrades page data of an older version of ours, or from another store's page builder, to the
 * current format: each component gets our type name (componentTypeOf) and our shape (its type's
 * migration). Others pass through.
 */
export function migratePage(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  let page: Page = raw;
  const from = versionOf(page);
  if (from >= CURRENT_PAGE_VERSION) return page;
  for (let version = from; version < CURRENT_PAGE_VERSION; version++) {
    page = (pageMigrations[version] ?? ((p: Page) => p))(page);
  }
  // Only the page's own list: layouts came with version 2, so an older page holds none. A format after 2
  // migrates their components too (contract/component-tree.ts `mapComponents`).
  const data = Array.isArray(page.data) ? page.data.map((c: unknown) => migrateComponent(c, from)) : page.data;
  return { ...page, data, version: CURRENT_PAGE_VERSION };
}

/** A component in our name and shape; one whose type nothing tells is left as it is (shown as unknown, reported). */
export function migrateComponent(component: unknown, fromVersion: number): unknown {
  if (!isRecord(component)) return component;
  // A store may name a component by its `type` alone.
  const name = componentTypeOf({ ...component, name: typeof component.name === 'string' ? component.name : '' });
  if (!name) return component;
  const placed: StoredComponent = { ...component, name };
  const migrate = componentMigrations[name];
  return migrate ? migrate(placed, fromVersion) : placed;
}
