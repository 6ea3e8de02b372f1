import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectRoot } from '../../server/config';
import { products } from '../../server/db/schema';
import { bootOf } from '../support/served-html';
import { signedInHeaders } from '../support/sign-in';
import { firstProduct } from '../support/store-data';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 33, item 3: the README's nginx recipe, run as written in front of the server: the proxy serves
// anonymous pages from its cache, shows a change within s-maxage, and never keeps a signed-in page.
const nginx = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The README's nginx block, pointed at `upstream`, listening on `port`, with its files under `dir`. */
function recipe(dir: string, port: number, upstream: number): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(join(projectRoot, 'README.md'), 'utf8'))?.[1];
  if (!block) throw new Error('README.md has no nginx block');
  const http = block
    .replace('/var/cache/nginx/storefront', join(dir, 'cache'))
    .replace('http://127.0.0.1:8080', `http://127.0.0.1:${upstream}`)
    .replace('server {', `server {\n  listen 127.0.0.1:${port};\n  add_header X-Cache-Status $upstream_cache_status;`);
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${http}
}
`;
}

describe.skipIf(!nginx)('nginx from the README in front of the server', () => {
  let t: TestApp;
  let dir: string;
  let proxy: ChildProcess;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', '', {
      spa: true,
      pageCache: true,
      rateLimits: { pages: 0, search: 0, signIn: 0, analytics: 0, media: 0 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const upstream = (t.app.server.address() as { port: number }).port;
    dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
    chmodSync(dir, 0o755);
    const port = await freePort();
    writeFileSync(join(dir, 'nginx.conf'), recipe(dir, port, upstream));
    proxy = spawn(nginx as string, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let tries = 0; (await fetch(`${base}/`).catch(() => null))?.status !== 200; tries += 1) {
      if (tries > 150) throw new Error(`nginx did not answer: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);
  afterAll(async () => {
    proxy?.kill('SIGQUIT');
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    return {
      status: res.status,
      cache: res.headers.get('x-cache-status'),
      server: res.headers.get('x-page-cache'),
      body: await res.text(),
    };
  };

  it('serves an anonymous page from the proxy’s cache, and a price change within s-maxage', async () => {
    const product = await firstProduct(t.database.db);
    const path = `/products/${product.slug}`;
    await get(path);
    const cached = await get(path);
    expect(cached.cache).toBe('HIT');
    await t.database.db.update(products).set({ name: 'Proxy Renamed Mango' }).where(eq(products.id, product.id));
    const changedAt = Date.now();
    await expect.poll(async () => (await get(path)).body.includes('Proxy Renamed Mango'), { timeout: 20_000, interval: 250 }).toBe(true);
    // s-maxage=10, and the first request after it may still get the stale page while the proxy asks again.
    expect(Date.now() - changedAt).toBeLessThan(12_500);
  }, 30_000);

  it('never answers a signed-in shopper from the cache, nor anyone else with the shopper’s page', async () => {
    const shopper = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const path = '/products?sort=name';
    for (let i = 0; i < 3; i += 1) {
      const mine = await get(path, { cookie: shopper.cookie ?? '' });
      expect(mine.cache).toBe('BYPASS');
      expect(mine.server).toBe('personal');
      expect(bootOf(mine.body).init.user).toMatchObject({ phone: '9876543210' });
    }
    const anonymous = await get(path);
    expect(anonymous.cache).toBe('MISS');
    expect(bootOf(anonymous.body).init.user).toBeNull();
    expect((await get(path)).cache).toBe('HIT');
  });

  it('refuses a flood from one address before it reaches the server: a burst of 100, then 429', async () => {
    // A page the proxy keeps (from its cache, at once), in rounds of 10 (the test's nginx takes 64
    // connections), far faster than 20 a second.
    const statuses: number[] = [];
    for (let round = 0; round < 16; round += 1)
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, async () => (await get('/')).status))));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(100);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  });
});
