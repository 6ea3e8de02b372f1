import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { startSpecStore } from '../../tests/spec-store/store';
import { checkStore, reportText, type CheckLine } from './check-store';

const failures = (lines: CheckLine[]) => lines.filter((l) => l.status === 'fail').map((l) => `${l.what}: ${l.detail}`);

describe('npm run check-store', () => {
  let spec: Awaited<ReturnType<typeof startSpecStore>>;
  let ours: { origin: string; close: () => Promise<void> };

  beforeAll(async () => {
    spec = await startSpecStore();
    const database = await openDatabase({ dataDir: 'memory://' });
    await seedDatabase(database.db);
    const app = await buildApp({
      db: database.db,
      secret: randomBytes(32).toString('hex'),
      distDir: null,
      mediaDir: mkdtempSync(join(tmpdir(), 'check-store-media-')),
      staffAreas: { admin: null, pos: null },
      logStream: { write: () => undefined },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    ours = {
      origin: address.replace('127.0.0.1', 'localhost'),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }, 60_000);
  afterAll(async () => {
    await spec?.close();
    await ours?.close();
  });

  it('passes our own reference server: every call as the specification says', async () => {
    const lines = await checkStore(ours.origin);
    expect(failures(lines)).toEqual([]);
    expect(lines.map((l) => l.what)).toEqual(
      expect.arrayContaining([
        'GET /s/api/init',
        'header',
        'GET /s/api/products',
        'GET /s/api/cart',
        'POST /s/api/cart/add (a throwaway guest cart)',
        'POST /s/api/cart/remove',
      ]),
    );
    expect(lines.find((l) => l.what === 'GET /s/api/products')).toMatchObject({ status: 'pass' });
    expect(reportText(ours.origin, lines).split('\n').at(-1)).toBe(`${lines.length} passed, 0 failed`);
  });

  it('passes the spec-only store, naming each variation it reads through', async () => {
    const lines = await checkStore(spec.origin);
    expect(failures(lines)).toEqual([]);
    const line = (what: string | RegExp) => lines.find((l) => (typeof what === 'string' ? l.what === what : what.test(l.what)));
    // Its own components, in the shapes of section 3.
    expect(line(/^page \/, component \d+ "Top slider"$/)).toMatchObject({
      status: 'tolerated',
      detail: expect.stringContaining('read as hero-slider'),
    });
    expect(line(/"Best sellers"$/)).toMatchObject({
      status: 'tolerated',
      detail: expect.stringContaining('1 malformed item of products left out'),
    });
    expect(line(/^page \/about, component 1 "About text"$/)).toMatchObject({
      status: 'tolerated',
      detail: expect.stringContaining('read as html-block'),
    });
    // Its own header, recognised.
    expect(lines.filter((l) => l.what.startsWith('header: ')).map((l) => l.status)).toEqual(Array(6).fill('pass'));
    // Its malformed product and ids as text.
    expect(line('GET /s/api/products')).toMatchObject({
      status: 'tolerated',
      detail: expect.stringContaining('1 malformed item of products left out'),
    });
    expect(line('POST /s/api/cart/add (a throwaway guest cart)')?.status).not.toBe('fail');
  });

  it('says what a broken store will not show, and why', async () => {
    const answers: Record<string, [number, string]> = {
      '/s/api/init': [
        200,
        JSON.stringify({ web: { id: 1, name: 'Broken' }, dynamicNavbar: { data: '<div><b>Shop</b><input type="search"></div>' } }),
      ],
      '/s/api/page/data': [
        200,
        JSON.stringify({
          data: [
            { name: 'Widget 9', data: { x: 1 } },
            { name: 'hero', data: [] },
          ],
        }),
      ],
      '/s/api/products?page=1&perPage=24': [500, 'oops'],
      '/s/api/cart': [200, '<html>not json</html>'],
    };
    const server: Server = createServer((req, res) => {
      const [status, body] = answers[req.url ?? ''] ?? [404, '{"message":"Not found"}'];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const lines = await checkStore(`http://localhost:${port}`);
      expect(failures(lines)).toEqual([
        'header: mobile menu: not recognised in the owner’s header HTML: name it in HEADER_CONTROLS (docs/dynamic-header.md)',
        'header: cart button: not recognised in the owner’s header HTML: name it in HEADER_CONTROLS (docs/dynamic-header.md)',
        'header: pincode button: not recognised in the owner’s header HTML: name it in HEADER_CONTROLS (docs/dynamic-header.md)',
        'header: account button: not recognised in the owner’s header HTML: name it in HEADER_CONTROLS (docs/dynamic-header.md)',
        'header: categories select: not recognised in the owner’s header HTML: name it in HEADER_CONTROLS (docs/dynamic-header.md)',
        'page /, component 1 "Widget 9": its type cannot be told from its name, type or content: it is left out',
        'page /, component 2 "hero": shown as hero-slider, but its data is invalid at /data/slides: it is left out',
        'GET /s/api/products: answered 500',
        'GET /s/api/cart: the answer is not JSON',
      ]);
      expect(lines.find((l) => l.what === 'header: search')?.status).toBe('pass');
      expect(reportText('x', lines).split('\n').at(-1)).toBe(`${lines.length - 9} passed, 9 failed`);
    } finally {
      server.close();
    }
  });

  it('says so when nothing answers', async () => {
    const lines = await checkStore('http://localhost:9');
    expect(lines).toEqual([
      { what: 'GET /s/api/init', status: 'fail', detail: expect.stringMatching(/^the store did not answer/) },
      expect.anything(),
      expect.anything(),
      expect.anything(),
    ]);
  });
});
