import { migrateTileList } from '../../contract/migrations/store-shapes';

/** Another store's brand carousel: tiles as spec section 3's brands (no id), read item by item. */
export const migrate = migrateTileList('brands');
