import { migrateTileList } from '../../contract/migrations/store-shapes';

/** Another store's category carousel: tiles as spec section 3's categories (`avatar`, no id), read item by item. */
export const migrate = migrateTileList('categories');
