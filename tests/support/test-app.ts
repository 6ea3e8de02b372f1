import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { type AppOptions, buildApp } from '../../server/app';
import { projectRoot } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { openTestDatabase, serverPair } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The directory of the app's media store (uploads, and pictures drawn once). */
  mediaDir: string;
  close(): Promise<void>;
}

/** The script of the stand-in build; large enough to be worth compressing. */
export const APP_SCRIPT = `console.log(${JSON.stringify('app '.repeat(500))});`;
/** The page editor's two pages in the stand-in build (dist/editor/). */
export const EDITOR_PAGES = { app: '<!doctype html><title>Page editor</title>', canvas: '<!doctype html><title>Canvas</title>' };

/** A dist/ stand-in: the real index.html template, one asset and the editor's pages, so SPA tests need no build. */
export function makeDistDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  copyFileSync(join(projectRoot, 'index.html'), join(dir, 'index.html'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), APP_SCRIPT);
  // As `npm run build` leaves it (scripts/precompress.ts).
  writeFileSync(join(dir, 'assets', 'app.js.br'), brotliCompressSync(APP_SCRIPT));
  mkdirSync(join(dir, 'editor', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'editor', 'index.html'), EDITOR_PAGES.app);
  writeFileSync(join(dir, 'editor', 'canvas.html'), EDITOR_PAGES.canvas);
  writeFileSync(join(dir, 'editor', 'assets', 'editor.js'), APP_SCRIPT);
  return dir;
}

/** What a test may set on the server; `spa` serves a minimal built SPA from a temporary dist/; `pageCache` keeps rendered pages. */
export type TestAppOptions = { spa?: boolean; pageCache?: boolean } & Pick<
  AppOptions,
  | 'sitemapLimit'
  | 'gateways'
  | 'telemetry'
  | 'renderer'
  | 'staffAreas'
  | 'trustProxy'
  | 'rateLimits'
  | 'refusalDelayMs'
  | 'logStream'
  | 'logger'
>;

/** The reference server on a fresh, seeded database of the given kind. */
export async function createTestApp(kind: 'pglite' | 'postgres', postgresUrl: string, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind, postgresUrl);
  await seedDatabase(database.db);
  const { spa, pageCache, ...appOptions } = options;
  const distDir = spa ? makeDistDir() : null;
  // Uploaded images of this app only (both instances of a pair share it, as two processes share a disk).
  const mediaDir = mkdtempSync(join(tmpdir(), 'storefront-media-'));
  const build = ({ db, changes }: Pick<Database, 'db' | 'changes'>) =>
    buildApp({
      ...appOptions,
      db,
      secret: 'test-secret',
      distDir,
      mediaDir,
      staffAreas: options.staffAreas ?? { admin: null, pos: null },
      // The errors tests provoke on purpose stay out of the test output, unless a test reads them.
      logStream: options.logStream ?? { write: () => undefined },
      pageCache: pageCache ? { changes, maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000 } : null,
    });
  const first = await build(database);
  // The paired run: a second instance with its own connections, caches, gateways and rate counters, as
  // a second server process would have; requests alternate between the two.
  const second = serverPair && database.url ? await openDatabase({ url: database.url }) : null;
  const other = second ? await build(second) : null;
  return {
    app: other ? alternating(first, other) : first,
    database,
    mediaDir,
    async close() {
      await first.close();
      await other?.close();
      await second?.close();
      await database.close();
      if (distDir) rmSync(distDir, { recursive: true, force: true });
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Sends each injected request to `a` and `b` in turn; routes a test adds go to both; everything else is `a`'s. */
function alternating(a: FastifyInstance, b: FastifyInstance): FastifyInstance {
  let turn = 0;
  return new Proxy(a, {
    get(target, property) {
      if (property === 'inject') return (options: InjectOptions | string) => (turn++ % 2 === 0 ? a : b).inject(options);
      if (property === 'route') return (options: RouteOptions) => (b.route(options), a.route(options));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A request to a test app with `payload`, when given, sent as JSON. */
export function sendJson(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** A guest's session: the cookie and XSRF headers GET /s/api/cookie hands a new visitor of `origin`. */
export async function guestHeaders(app: FastifyInstance, origin: string): Promise<{ cookie: string; 'x-xsrf-token': string }> {
  const res = await app.inject({ method: 'GET', url: '/s/api/cookie', headers: { 'x-web-url': origin } });
  const cookies = cookiesFrom(res.headers['set-cookie']);
  return { cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' };
}

/** Cookie header value from the Set-Cookie headers of a response. */
export function cookiesFrom(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(
    list.map((c) => {
      const [pair] = c.split(';');
      const eq = (pair as string).indexOf('=');
      return [(pair as string).slice(0, eq), decodeURIComponent((pair as string).slice(eq + 1))];
    }),
  );
}

/** Serialises cookies for a Cookie request header. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
}
