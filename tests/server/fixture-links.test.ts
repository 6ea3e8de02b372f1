import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebsiteFixtures } from '../../server/seed/fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

interface Linked {
  name: string;
  link?: string | null;
  children?: Linked[];
}

/** Every link of a navigation or footer tree. */
const linksOf = (items: readonly Linked[]): string[] =>
  items.flatMap((item) => [...(item.link ? [item.link] : []), ...linksOf(item.children ?? [])]);

// Issue 18: the footer's "Contact" led to "Page not found" on every page. Every link the demo
// websites put in their header and footer navigation leads to a page.
describe('the demo websites’ navigation and footer links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', '');
  });
  afterAll(() => t.close());

  it.each(loadWebsiteFixtures().map((site) => [site.slug, site] as const))('%s: every internal link has a page', async (_slug, site) => {
    const host = site.hosts[0] ?? 'localhost';
    const internal = [...new Set(linksOf([...site.config.navs, ...site.config.footers]))]
      .filter((link) => link.startsWith('/') && link !== '/categories')
      .map((link) => link.split(/[?#]/)[0] as string);
    expect(internal).toContain('/contact');
    for (const path of internal) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/s/api/page/data${path === '/' ? '' : path}`,
        headers: { 'x-web-url': `http://${host}:8080` },
      });
      expect(res.statusCode, `${site.slug} ${path}`).toBe(200);
    }
  });
});
