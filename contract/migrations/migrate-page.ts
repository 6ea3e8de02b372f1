import { canonicalName, componentMigrations } from '../../src/generated/components';

/** The page-data format version this build writes and renders. */
export const CURRENT_PAGE_VERSION = 2;

type Page = Record<string, unknown>;

/** Page-format migrations: the function at key v upgrades a page from version v to v + 1. */
const pageMigrations: Record<number, (page: Page) => Page> = {
  // v1 (the first page builder) kept components under `components`, ordered by `sort`.
  1: ({ components, ...page }) => {
    const list = Array.isArray(page.data) ? page.data : Array.isArray(components) ? components : null;
    // No component list at all is not a page: leave it for validation to refuse.
    if (!list) return page;
    return {
      ...page,
      data: list.map((c: unknown) => {
        // An array is no component (validation refuses it); destructuring one read the inherited
        // Array.prototype.sort as its order, a function no clone could copy (issue 36: a 500).
        if (!c || typeof c !== 'object' || Array.isArray(c)) return c;
        const { sort, ...component } = c as Record<string, unknown>;
        return 'order' in component || !Object.hasOwn(c, 'sort') ? component : { ...component, order: sort };
      }),
    };
  },
};

/** Upgrades page data of any older version to the current one, components included. Others pass through. */
export function migratePage(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  let page = raw as Page;
  const from = typeof page.version === 'number' && Number.isInteger(page.version) ? page.version : 1;
  if (from >= CURRENT_PAGE_VERSION) return page;
  for (let version = Math.max(from, 1); version < CURRENT_PAGE_VERSION; version++) {
    page = (pageMigrations[version] ?? ((p: Page) => p))(page);
  }
  // Only the page's own list: layouts came with version 2, so an older page holds none. A format after 2
  // migrates their components too (contract/component-tree.ts `mapComponents`).
  const data = Array.isArray(page.data) ? page.data.map((c: unknown) => migrateComponent(c, from)) : page.data;
  return { ...page, data, version: CURRENT_PAGE_VERSION };
}

function migrateComponent(component: unknown, fromVersion: number): unknown {
  if (!component || typeof component !== 'object') return component;
  const placed = component as { name?: unknown; data?: unknown };
  const name = typeof placed.name === 'string' ? canonicalName(placed.name) : null;
  const migrate = name ? componentMigrations[name] : undefined;
  return migrate ? { ...placed, data: migrate(placed.data, fromVersion) } : component;
}
