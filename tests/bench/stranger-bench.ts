/**
 * `npm run bench:stranger`: what a client without a session can make the server spend. One production
 * server process (rate limits and page cache as shipped) on a private PostgreSQL cluster (else PGlite):
 * 1. each route class flooded alone for a few seconds by one stranger, new values each request: the
 *    server's CPU per answered request (from /proc), and how the answers were refused;
 * 2. a shopper browsing alone, then while the stranger floods every class at once: the shopper's
 *    p97.5, and its ratio to the quiet one (the goal: under 3×).
 * Prints Markdown for docs/security.md.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { startPrivatePostgres } from '../support/private-postgres';
import { startServerProcess } from '../support/server-process';

const FLOOD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
/** Each flood comes from an address of its own, so one class's limit does not refuse the next class's requests. */
const strangerAt = (i: number) => `203.0.113.${10 + i}`;
const SHOPPER = '198.51.100.1';
/** A busy shopper's pace: a page or a call every quarter second. */
const SHOPPER_RATE = 4;
const ORIGIN = 'http://localhost:8080';

const cluster = process.env.DATABASE_URL ? null : await startPrivatePostgres();
const databaseUrl = process.env.DATABASE_URL ?? (cluster && 'url' in cluster ? cluster.url : null);
if (databaseUrl) {
  const database = await openDatabase({ url: databaseUrl });
  await seedDatabase(database.db);
  await database.close();
}
const server = await startServerProcess({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: `/tmp/storefront-stranger-bench-${process.pid}` }),
  // CPU per answer is read from this one process: with BENCH_WORKERS=2 only the shopper's figures mean anything.
  WORKERS: process.env.BENCH_WORKERS ?? '1',
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  SESSION_SECRET: 'bench-secret-0123456789abcdef0123456789',
  // The clients' addresses come from X-Forwarded-For, so one machine plays a stranger and a shopper.
  TRUST_PROXY: '1',
});
const pid = server.child.pid as number;
/** The server process's CPU time so far, ms (user and system, from /proc). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

let n = 0;
const fresh = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
// A stranger with a session cookie and its XSRF token, as anyone gets from one request.
const first = await fetch(`${server.url}/s/api/cookie`, { headers: { 'x-web-url': ORIGIN, 'x-forwarded-for': strangerAt(0) } });
const jar = first.headers.getSetCookie().map((c) => c.split(';')[0]);
const xsrf = decodeURIComponent(jar.find((c) => c?.startsWith('XSRF-TOKEN='))?.slice(11) ?? '');

type Flood = { name: string; method?: 'GET' | 'POST'; path: () => string; headers?: Record<string, string>; body?: () => string };
const floods: Flood[] = [
  {
    name: 'product picture of no product, WebP asked',
    path: () => `/s/media/medium/product-${fresh()}.svg`,
    headers: { accept: 'image/webp' },
  },
  { name: 'page with a parameter no page reads', path: () => `/products?x=${fresh()}` },
  { name: 'a cached page (`/`)', path: () => '/' },
  { name: 'search, a new word each time', path: () => `/s/api/products?q=${fresh()}`, headers: { 'x-web-url': ORIGIN } },
  {
    name: 'sign-in code for a new phone',
    method: 'POST',
    path: () => '/s/api/auth/otp',
    headers: { 'x-web-url': ORIGIN, cookie: jar.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
    body: () => JSON.stringify({ phone: `9${String(n++).padStart(9, '0')}` }),
  },
  { name: 'page with a 15 KB Accept-Encoding', path: () => '/', headers: { 'accept-encoding': `gzip${' '.repeat(15_000)}x` } },
];

const flood = (which: Flood[], seconds: number, connections: number) =>
  autocannon({
    url: server.url,
    connections,
    duration: seconds,
    requests: which.map((f) => ({
      method: f.method ?? 'GET',
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: f.path(),
        headers: { 'x-forwarded-for': strangerAt(floods.indexOf(f)), 'accept-encoding': 'br', ...f.headers },
        ...(f.body ? { body: f.body() } : {}),
      }),
    })),
  });

const rows: string[] = [];
for (const f of floods) {
  const before = cpuMs();
  const result = await flood([f], FLOOD_SECONDS, 10);
  const spent = cpuMs() - before;
  const answered = result.requests.total;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}: ${(stat as { count: number }).count}`)
    .join(', ');
  rows.push(
    `| ${f.name} | ${answered} | ${((spent / answered) * 1000).toFixed(0)} µs | ${((spent / (FLOOD_SECONDS * 1000)) * 100).toFixed(1)} % | ${statuses} |`,
  );
  console.error(rows.at(-1));
}

const shopperPaths = ['/', '/products', '/products?c=staples', '/s/api/products?q=atta', '/about'];
const browse = (seconds: number) =>
  autocannon({
    url: server.url,
    connections: 1,
    overallRate: SHOPPER_RATE,
    duration: seconds,
    requests: shopperPaths.map((path) => ({ method: 'GET', path, headers: { 'x-forwarded-for': SHOPPER, 'accept-encoding': 'br' } })),
  });
const quiet = await browse(20);
const [loud] = await Promise.all([browse(MIXED_SECONDS), flood(floods, MIXED_SECONDS, 20)]);
await server.stop();
if (cluster && 'stop' in cluster) cluster.stop();

console.log(
  `\n${process.env.BENCH_WORKERS ?? 1} server process(es), ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; rate limits and page cache as shipped.\n`,
);
console.log(`Each class flooded alone, 10 connections × ${FLOOD_SECONDS} s, new values each request:\n`);
console.log('| stranger sends | answered | server CPU per answer | server CPU, share of one core | answers |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  `\nA shopper browsing (${SHOPPER_RATE} requests a second in turn: ${shopperPaths.join(', ')}), alone 20 s, then ${MIXED_SECONDS} s while the stranger floods every class (20 connections):\n`,
);
console.log('| shopper | requests/s | p50 | p97.5 | errors |');
console.log('|---|---|---|---|---|');
for (const [label, r] of [
  ['alone', quiet],
  ['during the flood', loud],
] as const)
  console.log(
    `| ${label} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p97_5} ms | ${r.errors + r.non2xx + r.timeouts} |`,
  );
console.log(`\np97.5 during the flood / alone: ${(loud.latency.p97_5 / Math.max(1, quiet.latency.p97_5)).toFixed(2)}× (goal: under 3×)`);
