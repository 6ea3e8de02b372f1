import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageCacheFromEnv, projectRoot, workersFromEnv, workersRefusal } from '../../server/config';
import { products } from '../../server/db/schema';
import { bootOf } from '../support/served-html';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { firstProduct } from '../support/store-data';
import { makeDistDir } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// Issue 33, item 7: WORKERS=N server processes on one port, on PostgreSQL only; item 2: a change shows
// on the very next request in every one of them.
const postgresUrl = inject('postgresUrl');

describe('WORKERS and PAGE_CACHE_* settings', () => {
  it('reads a count, auto, or refuses anything else by name', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ WORKERS: '3' })).toBe(3);
    expect(workersFromEnv({ WORKERS: 'auto' })).toBeGreaterThanOrEqual(1);
    for (const bad of ['0', '-1', '1.5', 'two', '100000', '2; rm -rf /'])
      expect(() => workersFromEnv({ WORKERS: bad })).toThrow(`WORKERS must be a whole number 1–256 or auto, got ${bad}`);
  });

  it('needs PostgreSQL for more than one worker', () => {
    expect(workersRefusal(1, {})).toBeNull();
    expect(workersRefusal(2, { DATABASE_URL: 'postgres://x/y' })).toBeNull();
    expect(workersRefusal(2, {})).toMatch(/^WORKERS=2 needs DATABASE_URL: the embedded PGlite database serves one process/);
  });

  it('sizes the page cache, or turns it off, and refuses nonsense', () => {
    expect(pageCacheFromEnv({})).toEqual({ maxBytes: 64 * 1024 * 1024, maxAgeMs: 60_000 });
    expect(pageCacheFromEnv({ PAGE_CACHE_MB: '0' })).toBeNull();
    expect(pageCacheFromEnv({ PAGE_CACHE_MB: '0.5', PAGE_CACHE_SECONDS: '5' })).toEqual({ maxBytes: 524_288, maxAgeMs: 5_000 });
    expect(() => pageCacheFromEnv({ PAGE_CACHE_MB: 'lots' })).toThrow('PAGE_CACHE_MB must be 0–65536, got lots');
    expect(() => pageCacheFromEnv({ PAGE_CACHE_MB: '1e9' })).toThrow('PAGE_CACHE_MB must be 0–65536');
    expect(() => pageCacheFromEnv({ PAGE_CACHE_SECONDS: '0' })).toThrow('PAGE_CACHE_SECONDS must be a whole number 1–3600, got 0');
  });

  it('the server exits with the reason when WORKERS asks for more than PGlite can serve', () => {
    const env = { ...process.env, WORKERS: '2', DATABASE_URL: '', PORT: '0' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: projectRoot,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WORKERS=2 needs DATABASE_URL');
  }, 60_000);
});

describe.skipIf(!postgresUrl)('two workers on one PostgreSQL', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let distDir: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres', postgresUrl);
    // A stand-in build: the suite runs before `npm start` builds dist/ (on a fresh clone there is none).
    distDir = makeDistDir();
    server = await startServerProcess({
      DIST_DIR: distDir,
      DATABASE_URL: database.url as string,
      WORKERS: '2',
      SESSION_SECRET: 'workers-test-secret-0123456789abcdef',
      NODE_ENV: 'test',
      RATE_LIMIT_PAGES: '0',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  /** A page on a connection of its own, so that requests spread over the workers. */
  const page = (path: string) =>
    new Promise<{ cache: string; body: string }>((resolve, reject) => {
      const request = get(`${server.url}${path}`, { agent: false, headers: { host: 'localhost:8080' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ cache: String(res.headers['x-page-cache']), body }));
      });
      request.on('error', reject);
    });

  it('serves from both, and a change shows on the very next request whichever worker answers', async () => {
    await expect.poll(() => (server.output().match(/Storefront on http/g) ?? []).length, { timeout: 60_000 }).toBe(2);
    const product = await firstProduct(database.db);
    const path = `/products/${product.slug}`;
    const warm: string[] = [];
    for (let i = 0; i < 8; i += 1) warm.push((await page(path)).cache);
    expect(warm.filter((cache) => cache === 'hit').length).toBeGreaterThanOrEqual(4);
    for (let round = 1; round <= 3; round += 1) {
      await database.db
        .update(products)
        .set({ name: `Renamed ${round}` })
        .where(eq(products.id, product.id));
      for (let i = 0; i < 4; i += 1) {
        const { body } = await page(path);
        expect(JSON.stringify(bootOf(body).page.prefetched)).toContain(`Renamed ${round}`);
      }
    }
  }, 120_000);
});
