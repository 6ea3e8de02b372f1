import { categoryTiles } from '../../server/services/catalogue/category-tiles';
import type { ComponentResolver } from '../../server/services/component-resolver';

/** The top-level categories, or the children of `logicdata.parent` (a category slug). */
export const resolve: ComponentResolver<'category-carousel'> = async (db, websiteId, logicdata) => {
  const parent = (logicdata as { parent?: unknown } | null | undefined)?.parent;
  return { categories: await categoryTiles(db, websiteId, typeof parent === 'string' && parent ? parent : null) };
};
