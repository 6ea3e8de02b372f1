import { brandTiles } from '../../server/services/catalogue/brand-tiles';
import type { ComponentResolver } from '../../server/services/component-resolver';

/** The website's brands. */
export const resolve: ComponentResolver<'brand-carousel'> = async (db, websiteId) => ({ brands: await brandTiles(db, websiteId) });
