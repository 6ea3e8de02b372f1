import { mapComponentsAsync } from '../../contract/component-tree';
import type { PageData } from '../../contract/page-data';
import { canonicalName } from '../../src/generated/components';
import type { Db } from '../db/client';
import { componentResolvers } from '../generated/component-resolvers';

type Placed = PageData['data'][number];

/** One component with its `logicdata` resolved into `response` (its type's resolve.ts); a type without a resolver as it is. */
async function resolveComponent(db: Db, websiteId: number, component: Placed): Promise<Placed> {
  const name = component && typeof component.name === 'string' ? canonicalName(component.name) : null;
  const resolve = name ? componentResolvers[name] : undefined;
  return resolve ? { ...component, response: await resolve(db, websiteId, component.logicdata) } : component;
}

/**
 * Resolves each component at every depth, so the page renders from one request: a carousel in a column is
 * served with its products. `keep` leaves a component as it is (a replayed answer that has its own response).
 */
export async function resolveComponents(
  db: Db,
  websiteId: number,
  page: PageData,
  keep: (component: Placed) => boolean = () => false,
): Promise<PageData> {
  if (!Array.isArray(page.data)) return page;
  const data = await mapComponentsAsync(page.data, (component) =>
    keep(component) ? Promise.resolve(component) : resolveComponent(db, websiteId, component),
  );
  return { ...page, data };
}
