/** Another store's product carousel: its products as `response` (spec section 3), read item by item; see store-shapes.ts. */
export { migrateProductList as migrate } from '../../contract/migrations/store-shapes';
