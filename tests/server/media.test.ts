import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_CACHE_CONTROL } from '../../server/routes/media';
import { createTestApp, type TestApp } from '../support/test-app';

describe('store media and the icon service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', '');
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves icons as SVG cached for 168 hours, unable to run script when opened directly', async () => {
    const res = await get('/s/media/icons/phone.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(ICON_CACHE_CONTROL);
    expect(ICON_CACHE_CONTROL).toContain(`max-age=${168 * 60 * 60}`);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<svg');
  });

  it('serves other media for a day', async () => {
    const res = await get('/s/media/files/freshkart-logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each(['/s/media/icons/missing.svg', '/s/media/icons/..%2Fhero-fruits.svg', '/s/media/icons/phone.js', '/s/media/icons/PHONE.svg', `/s/media/icons/${'a'.repeat(500)}.svg`, '/s/media/icons/%3Cscript%3E.svg'])('answers 404 for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
