import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { InitSchema } from '../../contract/init';
import { PageDataSchema } from '../../contract/page-data';
import { WishlistAnswerSchema } from '../../contract/wishlist';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInHeaders } from '../support/sign-in';
import { databaseKinds } from '../support/test-database';
import { conformsTo } from './conforms';

const postgresUrl = inject('postgresUrl');
const isInit = conformsTo(InitSchema);
const isPageData = conformsTo(PageDataSchema);
const isWishlistAnswer = conformsTo(WishlistAnswerSchema);

/** Spec sections 3 and 7: GET /api/init answers the configuration fields of section 3; GET /api/page/data{path} the page data. */
describe.each(databaseKinds(postgresUrl))('init and page data answer the contract on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, postgresUrl);
  });
  afterAll(() => t.close());

  const get = async (url: string, origin: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-web-url': origin, ...headers } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as Record<string, unknown>;
  };

  it.each(['http://localhost:8080', 'http://daily.localhost:8080'])('GET /api/init for a guest and for staff on %s', async (origin) => {
    const guest = await get('/s/api/init', origin);
    expect(isInit(guest)).toEqual([]);
    expect(guest).toMatchObject({ user: null, dynamicNavbar: { data: null }, dynamicFooter: { data: null } });
    const staff = await get(
      '/s/api/init',
      origin,
      await signedInHeaders(t.database.db, 'test-secret', origin.includes('daily') ? 'daily' : 'freshkart', '9000000001'),
    );
    expect(isInit(staff)).toEqual([]);
    expect(staff.user).toMatchObject({ superadmin: true, hasAdminAccess: true, isSalesAgent: false });
    expect(staff.navSetting).toMatchObject({
      logo_settings: { image_width: expect.any(Number), image_height: expect.any(Number) },
      footer_name: expect.any(String),
    });
    expect((staff.categories as { name: string; slug: string; avatar: unknown }[])[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        slug: expect.any(String),
        avatar: expect.stringMatching(/^\/s\/media\/emoji\/[a-z-]+\.svg$/),
      }),
    );
  });

  it.each(['', '/about', '/products', '/cart'])('GET /api/page/data%s', async (path) => {
    const page = await get(`/s/api/page/data${path}`, 'http://localhost:8080');
    expect(isPageData(page)).toEqual([]);
    expect(page.url).toBe(path || '/');
  });

  it('GET /api/wishlist answers WishlistCategories', async () => {
    const asha = await signedInHeaders(t.database.db, 'test-secret', 'freshkart', '9876543210');
    const answer = await get('/s/api/wishlist', 'http://localhost:8080', asha);
    expect(isWishlistAnswer(answer)).toEqual([]);
    expect(Array.isArray(answer.WishlistCategories)).toBe(true);
  });
});
