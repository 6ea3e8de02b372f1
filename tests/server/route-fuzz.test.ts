import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../support/route-table';
import { signedInHeaders, STAFF } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'http://localhost:8080';

/** The routes of the route table that write, under /s/api/. */
const writeRoutes = (table: string) =>
  routesOf(table).filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.path.startsWith('/s/api/'));

// Ones that end the session the fuzz runs in, and the payment gateways' webhooks (signed, answered by their own tests).
const LEFT_OUT = /^\/s\/api\/(?:auth\/logout|webui\/switch|payment\/webhook)/;

const hostileText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../etc/passwd',
    'NaN',
    '-1',
  ),
  fc.constant('x'.repeat(1024 * 1024)),
);
const hostileNumber = fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, 1.5, -(2 ** 31) - 1, Number.MAX_VALUE);
// Plausible values too, so that some calls get past validation to the database.
const plausible = fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.constantFrom('ok', 'Home', '/about', '560001', '9876543210', 'cod'));
const leaf = fc.oneof(hostileText, hostileNumber, plausible, plausible, fc.boolean(), fc.constant(null));
const FIELDS = ['id', 'name', 'data', 'path', 'phone', 'pincode', 'pack_id', 'quantity', 'base', 'version', 'website_id', 'address_id'];
/** A body as text: an object of likely field names, an array, a leaf, or JSON nested 10,000 deep. */
const hostileBody = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(fc.string(), leaf)), {
      maxKeys: 5,
    })
    .map((o) => JSON.stringify(o)),
  fc.array(leaf, { maxLength: 3 }).map((a) => JSON.stringify(a)),
  leaf.map((l) => JSON.stringify(l)),
  fc.constant(`${'{"data":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
  fc.constant(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
);
const hostileParam = fc.oneof(
  fc.constantFrom('-1', '2147483648', 'NaN', '1e3', '%00', '%ED%A0%80', 'a%2Fb', '..'),
  fc.integer({ min: 1, max: 50 }).map(String),
);

/** Everything the signed-in member could change, as one checksum per table. */
const TABLES = [
  'users',
  'addresses',
  'carts',
  'cart_items',
  'wishlist_categories',
  'wishlist_items',
  'orders',
  'page_versions',
  'pages',
  'page_redirects',
  'page_templates',
  'preview_links',
  'publish_schedules',
  'media_files',
  'websites',
  'coupons',
  'packs',
] as const;

// Issue 36: every write route, with arbitrary strings (NUL, lone surrogates, 1 MB), numbers (negative,
// 2^31, NaN as text), nesting to 10,000 and arrays where objects are expected, answers without a 5xx,
// and a refusal changes no row.
describe('every write route, fuzzed', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('pglite', '', { spa: true, rateLimits: { pages: 0, search: 0, signIn: 0, analytics: 0, media: 0 } });
    // A staff member who can edit the website, and shop: past every sign-in check.
    headers = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', STAFF.editor)) };
  });
  afterAll(() => t.close());

  const checksum = async () => {
    const sums: Record<string, string> = {};
    for (const table of TABLES) {
      const [row] = await t.database.db
        .execute<{ sum: string | null }>(
          sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`),
        )
        .then((r) => (Array.isArray(r) ? r : (r as { rows: { sum: string | null }[] }).rows));
      sums[table] = row?.sum ?? '';
    }
    return sums;
  };

  it('finds the write routes in the route table', () => {
    const routes = writeRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/s/api/cart/add' },
        { method: 'PUT', path: '/s/api/builder/page' },
      ]),
    );
    expect(routes.length).toBeGreaterThan(30);
  });

  it('never answers a 5xx, and a refusal changes no row', async () => {
    const routes = writeRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) => !LEFT_OUT.test(r.path));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostileBody,
        hostileParam,
        fc.constantFrom('', '?path=%00', '?path=/x&id=-1'),
        async (route, body, param, query) => {
          const url = route.path.replace(/:\w+|\*/g, param) + query;
          const before = await checksum();
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: body,
          });
          expect(res.statusCode, `${route.method} ${url} ${body.slice(0, 200)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(await checksum(), `${route.method} ${url} ${res.statusCode} changed a row`).toEqual(before);
        },
      ),
      { numRuns: 300 },
    );
  }, 600_000);
});
