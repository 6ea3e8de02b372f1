import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { staffAreasFromEnv } from '../../server/routes/staff-areas';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const postgresUrl = inject('postgresUrl');

/** Spec section 6: the account menu's staff links (/bos/admin, /page-builder, /pos) open in a new tab; none may be "Page not found". */
describe.each(databaseKinds(postgresUrl))('staff areas on %s', (kind) => {
  let bare: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    bare = await createTestApp(kind, postgresUrl);
    configured = await createTestApp(kind, postgresUrl, {
      staffAreas: { admin: 'https://admin.example.com/', pos: 'https://pos.example.com/start' },
    });
  });
  afterAll(async () => {
    await bare.close();
    await configured.close();
  });

  it.each([
    ['/bos/admin', 'Administration is not installed on this server', 'ADMIN_URL'],
    ['/bos/admin/orders?tab=1', 'Administration is not installed on this server', 'ADMIN_URL'],
    ['/pos', 'POS is not installed on this server', 'POS_URL'],
    [
      '/page-builder',
      'Website Settings is not installed on this server',
      'The page editor is built with the store: run <code>npm run build</code>',
    ],
  ])('%s says the area is not installed here and how to configure it', async (url, heading, how) => {
    const res = await bare.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(501);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<h1>${heading}</h1>`);
    expect(res.body).toContain(how);
    expect(res.body).toContain('<a href="/">Back to FreshKart</a>');
    expect(res.body).not.toContain('Page not found');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('names the website of the host', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/pos', headers: { host: 'daily.localhost:8080' } });
    expect(res.body).toContain('Back to Daily Basket');
  });

  it('redirects to ADMIN_URL and POS_URL when they are configured; the page editor, not built here, is not installed', async () => {
    for (const [url, location] of [
      ['/bos/admin', 'https://admin.example.com/'],
      ['/bos/admin/x?y=1', 'https://admin.example.com/'],
      ['/pos', 'https://pos.example.com/start'],
    ]) {
      const res = await configured.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
    expect((await configured.app.inject({ method: 'GET', url: '/page-builder', headers: { host: 'localhost:8080' } })).statusCode).toBe(
      501,
    );
  });
});

describe('ADMIN_URL and POS_URL', () => {
  it('are optional http(s) URLs', () => {
    expect(staffAreasFromEnv({})).toEqual({ admin: null, pos: null });
    expect(staffAreasFromEnv({ ADMIN_URL: 'https://admin.example.com', POS_URL: 'http://10.0.0.5:9000/pos' })).toEqual({
      admin: 'https://admin.example.com/',
      pos: 'http://10.0.0.5:9000/pos',
    });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://files.example.com',
    'not a url',
    '//admin.example.com',
    'data:text/html,<script>alert(1)</script>',
  ])('refuse %j at start with a clear message', (value) => {
    expect(() => staffAreasFromEnv({ ADMIN_URL: value })).toThrow(/^ADMIN_URL must be an http\(s\) URL, got /);
    expect(() => staffAreasFromEnv({ POS_URL: value })).toThrow(/^POS_URL must be an http\(s\) URL/);
  });
});
