/** `npm run seed -- [--products N]`: wipes the configured database and loads the demo store. */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../config';
import { DEFAULT_PRODUCT_COUNT, seedDatabase } from './seed-database';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 200_000) {
  console.error(`--products must be a whole number from 1 to 200000 (got ${values.products})`);
  process.exit(2);
}
const database = await openDatabase(databaseOptionsFromEnv());
const started = Date.now();
await seedDatabase(database.db, { products, reset: true });
await database.close();
console.log(`Seeded ${database.kind} with ${products} products per website in ${Date.now() - started} ms`);
