/**
 * `npm run bench:http`: requests a second and latency percentiles over HTTP for a built asset, the
 * pages a shopper opens first and two API calls, against real server processes (`server/index.ts`) on
 * a private PostgreSQL cluster (else PGlite), with the page cache off (cold: every page rendered) and on
 * (warm), for 1 and 2 workers. The built asset is the reference: every figure is also a share of it,
 * measured in the same run. Prints a Markdown table for docs/performance.md.
 */
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { startPrivatePostgres } from '../support/private-postgres';
import { startServerProcess } from '../support/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

interface Figures {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<Figures> {
  // A short warm-up first: the first renders compile, the cache fills.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: { 'accept-encoding': 'br' } });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const entry = readdirSync(join(projectRoot, 'dist', 'assets')).find((name) => /^index-.*\.js$/.test(name));
if (!entry) throw new Error('dist/assets has no index-*.js: run npm run build first (npm run bench:http does)');

const cluster = process.env.DATABASE_URL ? null : await startPrivatePostgres();
const databaseUrl = process.env.DATABASE_URL ?? (cluster && 'url' in cluster ? cluster.url : null);
if (!databaseUrl)
  console.error(`PostgreSQL unavailable (${cluster && 'unavailable' in cluster ? cluster.unavailable : ''}): PGlite, 1 worker only`);
if (databaseUrl) {
  // Seeded once, before the servers start, so that every run sees the same store.
  const database = await openDatabase({ url: databaseUrl });
  await seedDatabase(database.db);
  await database.close();
}
const dataDir = `/tmp/storefront-bench-${process.pid}`;

const productSlug = async (base: string) => {
  const answer = (await (
    await fetch(`${base}/s/api/products?perPage=1`, { headers: { 'x-web-url': 'http://localhost:8080' } })
  ).json()) as {
    data: { slug: string }[];
  };
  return answer.data[0]?.slug ?? '';
};

const runs: { label: string; workers: number; cache: boolean }[] = [
  { label: 'cold, 1 worker', workers: 1, cache: false },
  { label: 'warm, 1 worker', workers: 1, cache: true },
  ...(databaseUrl
    ? [
        { label: 'cold, 2 workers', workers: 2, cache: false },
        { label: 'warm, 2 workers', workers: 2, cache: true },
      ]
    : []),
];
const rows: string[] = [];
for (const run of runs) {
  const server = await startServerProcess({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    WORKERS: String(run.workers),
    PAGE_CACHE_MB: run.cache ? '64' : '0',
    RATE_LIMIT_PAGES: '0',
    RATE_LIMIT_SEARCH: '0',
    RATE_LIMIT_ANALYTICS: '0',
    RATE_LIMIT_MEDIA: '0',
    SESSION_SECRET: 'bench-secret-0123456789abcdef0123456789',
    NODE_ENV: 'production',
    // The demo store is what is measured: seeded even in production mode.
    SEED_DEMO: '1',
  });
  try {
    const targets: [string, string][] = [
      ['built asset', `/assets/${entry}`],
      ['`/`', '/'],
      ['`/products`', '/products'],
      ['a product page', `/products/${await productSlug(server.url)}`],
      ['`GET /s/api/init`', '/s/api/init'],
      ['`GET /s/api/products?q=atta`', '/s/api/products?q=atta'],
    ];
    let reference = 0;
    for (const [name, path] of targets) {
      const figures = await load(`${server.url}${path}`);
      if (name === 'built asset') reference = figures.rps;
      const share = reference ? `${((100 * figures.rps) / reference).toFixed(1)} %` : '';
      rows.push(
        `| ${run.label} | ${name} | ${figures.rps.toFixed(0)} | ${share} | ${figures.p50} / ${figures.p975} / ${figures.p99} ms | ${figures.errors} |`,
      );
      console.error(rows.at(-1));
    }
  } finally {
    await server.stop();
  }
}
if (cluster && 'stop' in cluster) cluster.stop();

console.log(
  `\nHTTP, ${CONNECTIONS} connections × ${SECONDS} s, accept-encoding: br, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}:\n`,
);
console.log('| run | request | requests/s | share of the asset | p50 / p97.5 / p99 | errors |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
