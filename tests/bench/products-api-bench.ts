/**
 * `npm run bench` (second half): GET /s/api/products latency with 10,000 products per website, in
 * process (Fastify inject), on PGlite and on a private PostgreSQL cluster (or DATABASE_URL). Prints a
 * Markdown table. `npm run bench:products` measures the configured database over HTTP as well.
 */
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { telemetryFromEnv } from '../../server/telemetry/telemetry-config';
import { startPrivatePostgres } from '../support/private-postgres';
import { measureProductsApi, PRODUCT_QUERIES } from './measure-products-api';

const PRODUCTS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

async function measure(database: Database): Promise<Map<string, [number, number]>> {
  const started = Date.now();
  await seedDatabase(database.db, { products: PRODUCTS, reset: true });
  console.error(`${database.kind}: seeded ${PRODUCTS} products per website in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const app = await buildApp({ db: database.db, secret: 'bench', distDir: null, telemetry: telemetryFromEnv({}) });
  const results = await measureProductsApi(app, ROUNDS);
  await app.close();
  return results;
}

const pglite = await openDatabase({ dataDir: 'memory://' });
const onPglite = await measure(pglite);
await pglite.close();

let onPostgres: Map<string, [number, number]> | null = null;
let postgresNote = '';
const cluster = process.env.DATABASE_URL ? null : await startPrivatePostgres();
const url = process.env.DATABASE_URL ?? (cluster && 'url' in cluster ? cluster.url : null);
if (url) {
  const postgres = await openDatabase({ url });
  onPostgres = await measure(postgres);
  await postgres.close();
} else {
  postgresNote = cluster && 'unavailable' in cluster ? cluster.unavailable : 'no PostgreSQL';
}
if (cluster && 'stop' in cluster) cluster.stop();

const cell = (r: Map<string, [number, number]> | null, query: string) => {
  const v = r?.get(query);
  return v ? `${v[0].toFixed(1)} / ${v[1].toFixed(1)} ms` : 'not measured';
};
console.log(
  `\nGET /s/api/products, ${PRODUCTS.toLocaleString('en-IN')} products per website, in process, median / p95 of ${ROUNDS} after 20 warm-up:\n`,
);
console.log('| query | PGlite | PostgreSQL 15 |');
console.log('|---|---|---|');
for (const [label, query] of PRODUCT_QUERIES)
  console.log(`| ${label} \`${query}\` | ${cell(onPglite, query)} | ${cell(onPostgres, query)} |`);
if (postgresNote) console.log(`\nPostgreSQL not measured: ${postgresNote}`);
