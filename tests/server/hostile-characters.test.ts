import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInHeaders, STAFF } from '../support/sign-in';
import { createTestApp, sendJson, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const ORIGIN = 'http://localhost:8080';

/** A JSON body nested `depth` levels deep, as text ({"a":{"a":…}}): a test worker's stack cannot stringify it. */
const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

// Issue 36 items 4 and 8: NUL bytes and lone surrogates reached the database and answered 500, some
// without sign-in; JSON nested 5,000 deep overflowed the stack. One guard refuses them all first.
describe.each(databaseKinds(postgresUrl))('hostile characters and nesting on %s', (kind) => {
  let t: TestApp;
  let shopper: Record<string, string>;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl, { spa: true });
    shopper = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210')) };
    editor = { 'x-web-url': ORIGIN, ...(await signedInHeaders(t.database.db, 'test-secret', 'freshkart', STAFF.editor)) };
  });
  afterAll(() => t.close());

  it.each(['/s/api/products/a%00b', '/s/api/page/data/products/a%00b', '/s/api/orders/FR%00'])('GET %s is not found', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-web-url': ORIGIN } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('a page address holding NUL is a small "Page not found" page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products/a%00b', headers: { 'x-web-url': ORIGIN } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Page not found');
  });

  it.each([
    ['PUT', '/s/api/profile', { name: 'a\u0000b' }, 'name contains a character that is not allowed'],
    ['PUT', '/s/api/profile', { name: 'Asha', email: '\ud800@example.com' }, 'email contains a character that is not allowed'],
    ['POST', '/s/api/wishlistCategory', { name: 'Party\u0000' }, 'name contains a character that is not allowed'],
    ['POST', '/s/api/wishlistCategory', { name: '\udc00' }, 'name contains a character that is not allowed'],
    [
      'POST',
      '/s/api/addresses',
      { name: 'Home', phone: '9876543210', line1: '1 MG\u0000 Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      'line1 contains a character that is not allowed',
    ],
    [
      'POST',
      '/s/api/cart/add',
      { pack_id: 1, note: ['ok', { deeper: 'x\u0000' }] },
      'note[1].deeper contains a character that is not allowed',
    ],
  ] as const)('%s %s refuses %j with the field named', async (method, url, body, message) => {
    const res = await sendJson(t.app, shopper, method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('POST /s/api/addresses refuses a body nested 5,000 deep, naming the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/s/api/addresses',
      headers: { ...shopper, 'content-type': 'application/json' },
      payload: nested(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request is nested too deeply (at most 64 levels)');
  });

  it('keeps a paired surrogate (an emoji) and Devanagari as they are', async () => {
    const res = await sendJson(t.app, shopper, 'POST', '/s/api/wishlistCategory', { name: 'दिवाली 🪔' });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('दिवाली 🪔');
  });

  it('refuses NUL in a query and deep nesting in a page draft, for staff too', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/s/api/builder/media?q=%00', headers: editor });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe('q contains a character that is not allowed');
    const deep = await t.app.inject({
      method: 'PUT',
      url: '/s/api/page/data',
      headers: { ...editor, 'content-type': 'application/json' },
      payload: nested(5000),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('The request is nested too deeply (at most 64 levels)');
  });
});
