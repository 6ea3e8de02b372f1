/**
 * `npm run bench:products` (after `npm run seed -- --products 10000`): latency of GET /s/api/products
 * on the configured database, in process (Fastify inject, no sockets) and over HTTP on 127.0.0.1
 * with autocannon. Prints a Markdown table for the README.
 */
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { databaseOptionsFromEnv } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { products, websites } from '../../server/db/schema';

const QUERIES = [
  ['search + category + sort (the target)', 'q=atta&c=staples&s=price_asc'],
  ['search, relevance', 'q=basmati%20rice'],
  ['search with a typo', 'q=biscut'],
  ['category, newest', 'c=fruits-vegetables'],
  ['everything, price high→low, page 5', 's=price_desc&page=5'],
] as const;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

const database = await openDatabase(databaseOptionsFromEnv());
const [site] = await database.db.select({ id: websites.id }).from(websites).where(eq(websites.isDefault, true));
const [catalogue] = await database.db.select({ n: count() }).from(products).where(eq(products.websiteId, site?.id ?? 0));
const app = await buildApp({ db: database.db, secret: 'bench', distDir: null });
const headers = { 'x-web-url': 'http://localhost:8080' };

console.log(`${database.kind}, ${catalogue?.n ?? 0} products in the default website, ${ROUNDS} requests per query after 20 warm-up\n`);
console.log('| query | in process median | in process p95 |');
console.log('|---|---|---|');
for (const [label, query] of QUERIES) {
  const url = `/s/api/products?${query}`;
  for (let i = 0; i < 20; i++) await app.inject({ url, headers });
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${label} \`${query}\` | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms |`);
}

const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`\nautocannon on ${address}, \`${QUERIES[0][1]}\` (autocannon reports p90/p97.5, not p95):\n`);
console.log('| connections | median | p90 | p97.5 | p99 | requests/s | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const connections of [1, 10]) {
  const r = await autocannon({ url: `${address}/s/api/products?${QUERIES[0][1]}`, headers, connections, duration: 10 });
  console.log(`| ${connections} | ${r.latency.p50} ms | ${r.latency.p90} ms | ${r.latency.p97_5} ms | ${r.latency.p99} ms | ${Math.round(r.requests.average)} | ${r.non2xx + r.errors} |`);
}
await app.close();
await database.close();
