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

const PRODUCTS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const QUERIES = [
  ['search + category + sort', 'q=atta&c=staples&s=price_asc'],
  ['search, relevance', 'q=basmati%20rice'],
  ['category, newest', 'c=fruits-vegetables'],
  ['everything, price high→low, page 5', 's=price_desc&page=5'],
] as const;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

async function measure(database: Database): Promise<Map<string, [number, number]>> {
  const started = Date.now();
  await seedDatabase(database.db, { products: PRODUCTS, reset: true });
  console.error(`${database.kind}: seeded ${PRODUCTS} products per website in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const app = await buildApp({ db: database.db, secret: 'bench', distDir: null, telemetry: telemetryFromEnv({}) });
  const headers = { 'x-web-url': 'http://localhost:8080' };
  const results = new Map<string, [number, number]>();
  for (const [label, query] of QUERIES) {
    const url = `/s/api/products?${query}`;
    for (let i = 0; i < 20; i++) await app.inject({ url, headers });
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const response = await app.inject({ url, headers });
      times.push(performance.now() - t0);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    results.set(label, [percentile(times, 50), percentile(times, 95)]);
  }
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

const cell = (r: Map<string, [number, number]> | null, label: string) => {
  const v = r?.get(label);
  return v ? `${v[0].toFixed(1)} / ${v[1].toFixed(1)} ms` : 'not measured';
};
console.log(`\nGET /s/api/products, ${PRODUCTS.toLocaleString('en-IN')} products per website, in process, median / p95 of ${ROUNDS} after 20 warm-up:\n`);
console.log('| query | PGlite | PostgreSQL 15 |');
console.log('|---|---|---|');
for (const [label, query] of QUERIES) console.log(`| ${label} \`${query}\` | ${cell(onPglite, label)} | ${cell(onPostgres, label)} |`);
if (postgresNote) console.log(`\nPostgreSQL not measured: ${postgresNote}`);
