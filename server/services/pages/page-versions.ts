import { and, eq, isNull } from 'drizzle-orm';
import type { PageData } from '../../../contract/page-data';
import { shownToShoppers, validatePageData } from '../../../contract/page-validation';
import type { PageState } from '../../../contract/page-versions';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { builtInPage } from '../page-data';
import { documentState, type VersionedDocument } from '../versions/document-versions';

/** A page as the editor keeps its versions: validated by the storefront's own validators, published into `pages`. */
export function pageDocument(path: string): VersionedDocument<PageData> {
  return {
    key: path,
    problems: (data) => {
      const validation = validatePageData(data);
      return validation.ok ? [] : validation.errors;
    },
    publish: async (tx: Db, websiteId: number, version: number, data: unknown, at: Date) => {
      const validation = validatePageData(data);
      const page = shownToShoppers((validation.ok ? validation.page : data) as unknown as PageData);
      await tx
        .insert(pages)
        .values({ websiteId, path, title: page.seo_title || path, data: page, updatedAt: at, publishedVersionId: version })
        .onConflictDoUpdate({
          target: [pages.websiteId, pages.path],
          set: { data: page, title: page.seo_title || path, updatedAt: at, publishedVersionId: version },
        });
      return page;
    },
    // Shoppers are served the route's default page (the built-in pages), or none at all.
    unpublish: async (tx, websiteId) => {
      await tx.delete(pages).where(and(eq(pages.websiteId, websiteId), eq(pages.path, path)));
    },
    live: async (db, websiteId) => {
      const [row] = await db
        .select({ version: pages.publishedVersionId, at: pages.updatedAt, data: pages.data })
        .from(pages)
        .where(and(eq(pages.websiteId, websiteId), eq(pages.path, path)));
      return row ?? { version: null, at: null, data: builtInPage(path) ?? null };
    },
    beforeEditor: async (db, websiteId) => {
      const [row] = await db
        .select({ data: pages.data, at: pages.updatedAt })
        .from(pages)
        .where(and(eq(pages.websiteId, websiteId), eq(pages.path, path), isNull(pages.publishedVersionId)));
      return row ?? null;
    },
    adopt: async (tx, websiteId, version) => {
      await tx
        .update(pages)
        .set({ publishedVersionId: version })
        .where(and(eq(pages.websiteId, websiteId), eq(pages.path, path)));
    },
    messages: {
      newer: (author) =>
        `This page was saved${author ? ` by ${author}` : ''} since you opened it: your changes are kept, compare them with the newer version`,
      noVersion: 'This page has no saved version',
      invalid: 'The page cannot be published until every error is put right',
      noSuchVersion: 'There is no such version of this page',
    },
  };
}

/** The page's newest version, and what shoppers see (its published version, or a page saved before versions). */
export async function pageState(db: Db, websiteId: number, path: string): Promise<PageState> {
  return { path, ...(await documentState(db, websiteId, pageDocument(path))) };
}
