/** One server process: opens the database, seeds the demo into an empty one (not in production), and serves the store (server/index.ts starts one or several). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { databaseOptionsFromEnv, distDirFromEnv, pageCacheFromEnv, portFromEnv, trustProxyFromEnv } from './config';
import { openDatabase } from './db/client';
import { loadServerRenderer } from './html/markup-renderer';
import { rateLimitsFromEnv, refusalDelayFromEnv } from './security/rate-limits';
import { loadSigningSecret } from './security/secret';
import { seedOnStart } from './seed/seed-on-start';
import { startHousekeeping } from './services/housekeeping/purge';
import { mediaStoreFromEnv } from './media/media-store-from-env';
import { unpaidOrderMinutes } from './services/orders/expire-orders';
import { gatewaysFromEnv } from './services/payments/gateways';
import { demoBanner, startupReport } from './startup-checks';

const port = portFromEnv();
const rateLimits = rateLimitsFromEnv();
const refusalDelayMs = refusalDelayFromEnv();
const pageCacheLimits = pageCacheFromEnv();
const preflight = startupReport(process.env, []);
if (preflight.fatal) {
  console.error(preflight.fatal);
  process.exit(1);
}
const distDir = distDirFromEnv();
const hasSpa = existsSync(join(distDir, 'index.html'));
// Without a build (e.g. `npm run dev`, where Vite serves the pages) only the API is served.
if (!hasSpa) console.warn('dist/index.html is missing: serving the API only (npm start builds first).');

// A PGlite directory another process holds, or a PostgreSQL that does not answer: say so, without a stack.
const database = await openDatabase(databaseOptionsFromEnv()).catch((error: Error) => {
  console.error(`The database could not be opened: ${error.message}`);
  process.exit(1);
});
// The demo store on an empty database, but never by itself in production (seed-on-start.ts).
const started = await seedOnStart(database.db, process.env, database.kind);
for (const line of started.log) console.log(line);
if (started.warn.length > 0) console.warn(started.warn.join('\n'));
const secret = await loadSigningSecret(database.db);
const gateways = gatewaysFromEnv(process.env, secret, database.db);
const report = startupReport(
  process.env,
  gateways.list.filter((g) => g.testMode).map((g) => g.name.split(':')[0] as string),
);
if (report.unsafe.length > 0) console.warn(demoBanner(report.unsafe));
// The server build (dist-server/) renders each page's markup into its HTML; the browser then hydrates it.
const renderer = hasSpa ? await loadServerRenderer(`${distDir}-server`) : null;
const app = await buildApp({
  db: database.db,
  secret,
  gateways,
  distDir: hasSpa ? distDir : null,
  renderer,
  trustProxy: trustProxyFromEnv(),
  rateLimits,
  refusalDelayMs,
  logger: process.env.LOG_REQUESTS === '1',
  pageCache: pageCacheLimits ? { changes: database.changes, ...pageCacheLimits } : null,
});

// Unpaid orders expire every minute; expired sessions, old codes and the like go every hour (`npm run db:purge`: once, for cron).
const stopHousekeeping = startHousekeeping(database.db, unpaidOrderMinutes(), mediaStoreFromEnv());

const shutdown = async () => {
  stopHousekeeping();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// Only this machine unless HOST says otherwise: a demo server is not for the network.
await app.listen({ port, host: report.host });
// The port bound (PORT=0 asks for any free one, as the tests that start servers do).
const address = app.server.address();
const bound = typeof address === 'object' && address ? address.port : port;
console.log(`Storefront on http://localhost:${bound} (database: ${database.kind}, listening on ${report.host})`);
