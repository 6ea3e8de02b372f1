/** `npm run seed -- [--products N]`: wipes the configured database and loads the demo store. */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../config';
import { DEFAULT_PRODUCT_COUNT, seedDatabase } from './seed-database';

function fail(message: string): never {
  console.error(`${message}\nUsage: npm run seed -- [--products N]   (N from 1 to 200000; default ${DEFAULT_PRODUCT_COUNT})`);
  process.exit(2);
}

let requested: string | undefined; // read-only: the command line of this one-off tool
try {
  requested = parseArgs({ options: { products: { type: 'string' } } }).values.products;
} catch (error) {
  fail((error as Error).message.split('\n')[0] as string);
}
const products = requested === undefined ? DEFAULT_PRODUCT_COUNT : Number(requested);
if (!/^\d+$/.test(requested ?? '1') || !Number.isInteger(products) || products < 1 || products > 200_000) {
  fail(`--products must be a whole number from 1 to 200000 (got ${requested})`);
}
const database = await openDatabase(databaseOptionsFromEnv());
const started = Date.now();
await seedDatabase(database.db, { products, reset: true });
await database.close();
console.log(`Seeded ${database.kind} with ${products} products per website in ${Date.now() - started} ms`);
