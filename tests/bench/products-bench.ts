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
import { measureProductsApi, PRODUCT_QUERIES } from './measure-products-api';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const database = await openDatabase(databaseOptionsFromEnv());
const [site] = await database.db.select({ id: websites.id }).from(websites).where(eq(websites.isDefault, true));
const [catalogue] = await database.db
  .select({ n: count() })
  .from(products)
  .where(eq(products.websiteId, site?.id ?? 0));
const app = await buildApp({ db: database.db, secret: 'bench', distDir: null });
const headers = { 'x-web-url': 'http://localhost:8080' };

console.log(`${database.kind}, ${catalogue?.n ?? 0} products in the default website, ${ROUNDS} requests per query after 20 warm-up\n`);
console.log('| query | in process median | in process p95 |');
console.log('|---|---|---|');
const measured = await measureProductsApi(app, ROUNDS);
for (const [label, query] of PRODUCT_QUERIES) {
  const [median, p95] = measured.get(query) as [number, number];
  console.log(`| ${label} \`${query}\` | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms |`);
}

const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`\nautocannon on ${address}, \`${PRODUCT_QUERIES[0][1]}\` (autocannon reports p90/p97.5, not p95):\n`);
console.log('| connections | median | p90 | p97.5 | p99 | requests/s | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const connections of [1, 10]) {
  const r = await autocannon({ url: `${address}/s/api/products?${PRODUCT_QUERIES[0][1]}`, headers, connections, duration: 10 });
  console.log(
    `| ${connections} | ${r.latency.p50} ms | ${r.latency.p90} ms | ${r.latency.p97_5} ms | ${r.latency.p99} ms | ${Math.round(r.requests.average)} | ${r.non2xx + r.errors} |`,
  );
}
await app.close();
await database.close();
