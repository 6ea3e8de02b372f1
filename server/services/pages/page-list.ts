import { and, eq, like, sql } from 'drizzle-orm';
import type { PageEntry } from '../../../contract/page-versions';
import { routes } from '../../../contract/routes';
import type { Db } from '../../db/client';
import { pages, pageVersions } from '../../db/schema';
import { builtInPage } from '../page-data';

/**
 * The website's pages for the editor: every built-in route without parameters (its default page
 * until the owner saves one) and every page saved or drafted, each with where it stands.
 */
export async function listPages(db: Db, websiteId: number): Promise<PageEntry[]> {
  const [saved, drafted] = await Promise.all([
    db
      .select({ path: pages.path, title: pages.title, version: pages.publishedVersionId })
      .from(pages)
      .where(eq(pages.websiteId, websiteId)),
    db
      .select({
        path: pageVersions.path,
        head: sql<number>`max(${pageVersions.id})::int`,
        title: sql<string | null>`(array_agg(${pageVersions.data}->>'seo_title' ORDER BY ${pageVersions.id} DESC))[1]`,
      })
      .from(pageVersions)
      // Pages only: the website's settings keep their versions here too, under a key that is no path.
      .where(and(eq(pageVersions.websiteId, websiteId), like(pageVersions.path, '/%')))
      .groupBy(pageVersions.path),
  ]);
  const published = new Map(saved.map((row) => [row.path, row]));
  const heads = new Map(drafted.map((row) => [row.path, row]));
  const builtIn = routes.filter((route) => builtInPage(route.path));
  const paths = new Set([...builtIn.map((route) => route.path), ...published.keys(), ...heads.keys()]);
  return [...paths]
    .map((path): PageEntry => {
      const live = published.get(path);
      const head = heads.get(path);
      const route = builtIn.find((r) => r.path === path);
      const status = head ? (live ? (live.version === head.head ? 'published' : 'changed') : 'draft') : live ? 'published' : 'default';
      // A page's title is its SEO title (the home page's is the store's name: "Home" here).
      const title = head?.title || (live?.title !== path && live?.title) || (route && (builtInPage(path)?.seo_title || 'Home')) || path;
      return { path, title, route: route?.id ?? null, status };
    })
    .sort((a, b) => Number(b.route !== null) - Number(a.route !== null) || a.path.localeCompare(b.path));
}
