import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { projectRoot, type TrustProxy } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { ServerRenderer } from '../../contract/server-renderer';
import type { StaffAreas } from '../../server/routes/staff-areas';
import type { Gateways } from '../../server/services/payments/gateways';
import { seedDatabase } from '../../server/seed/seed-database';
import type { TelemetryConfig } from '../../server/telemetry/telemetry-config';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A dist/ stand-in: the real index.html template and one asset, so SPA tests need no build. */
/** The script of the stand-in build; large enough to be worth compressing. */
export const APP_SCRIPT = `console.log(${JSON.stringify('app '.repeat(500))});`;

export function makeDistDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  copyFileSync(join(projectRoot, 'index.html'), join(dir, 'index.html'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), APP_SCRIPT);
  // As `npm run build` leaves it (scripts/precompress.ts).
  writeFileSync(join(dir, 'assets', 'app.js.br'), brotliCompressSync(APP_SCRIPT));
  return dir;
}

/** The reference server on a fresh, seeded database of the given kind. */
export async function createTestApp(kind: 'pglite' | 'postgres', postgresUrl: string, options: { spa?: boolean; sitemapLimit?: number; gateways?: Gateways; telemetry?: TelemetryConfig; renderer?: ServerRenderer; staffAreas?: StaffAreas; trustProxy?: TrustProxy } = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind, postgresUrl);
  await seedDatabase(database.db);
  const distDir = options.spa ? makeDistDir() : null;
  const app = await buildApp({ db: database.db, secret: 'test-secret', distDir, sitemapLimit: options.sitemapLimit, gateways: options.gateways, telemetry: options.telemetry, renderer: options.renderer, staffAreas: options.staffAreas ?? { admin: null, pos: null }, trustProxy: options.trustProxy });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (distDir) rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from the Set-Cookie headers of a response. */
export function cookiesFrom(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(list.map((c) => {
    const [pair] = c.split(';');
    const eq = (pair as string).indexOf('=');
    return [(pair as string).slice(0, eq), decodeURIComponent((pair as string).slice(eq + 1))];
  }));
}

/** Serialises cookies for a Cookie request header. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
}
