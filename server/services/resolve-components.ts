import { mapComponentsAsync } from '../../contract/component-tree';
import type { PageData } from '../../contract/page-data';
import { canonicalName } from '../../src/generated/components';
import type { Db } from '../db/client';
import { componentResolvers } from '../generated/component-resolvers';

/** Resolves each component's `logicdata` into `response` (its type's resolve.ts), at every depth, so the page renders from one request. */
export async function resolveComponents(db: Db, websiteId: number, page: PageData): Promise<PageData> {
  if (!Array.isArray(page.data)) return page;
  // A layout's components too: a carousel in a column is served with its products.
  const data = await mapComponentsAsync(page.data, async (component) => {
    const name = component && typeof component.name === 'string' ? canonicalName(component.name) : null;
    const resolve = name ? componentResolvers[name] : undefined;
    return resolve ? { ...component, response: await resolve(db, websiteId, component.logicdata) } : component;
  });
  return { ...page, data };
}
