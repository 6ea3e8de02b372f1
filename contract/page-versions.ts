import * as z from 'zod/mini';
import { routes } from './routes';

const PAGE_PATH = /^\/(?:[A-Za-z0-9][A-Za-z0-9._~-]{0,80}(?:\/[A-Za-z0-9][A-Za-z0-9._~-]{0,80}){0,9})?$/;
/**
 * Addresses the server answers itself, never with a page: its API, media and icons (`/s/…`), the built
 * files, the page editor, the sitemap and robots.txt (issue 36: a page renamed to /s/api/init sent
 * shoppers to JSON, and the sitemap listed it).
 */
const SERVER_PATHS =
  /^\/(?:(?:s|assets|editor|page-builder)(?:\/|$)|(?:robots\.txt|sitemap(?:-\d+)?\.xml|favicon\.svg|no-image\.png|index\.html)$)/;

/**
 * Why a path cannot hold a page, or null: `/` or up to 10 segments of letters, digits, `.`, `_`, `~`
 * and `-`, not one of the server's own addresses; or the pattern of a built-in route with parameters
 * (`/products/:slug`: the template of its pages).
 */
export const pagePathProblem = (path: string): string | null => {
  if (SERVER_PATHS.test(path)) return `${path} is the server’s own address: choose another path`;
  return PAGE_PATH.test(path) || routes.some((route) => route.path === path && route.path.includes(':'))
    ? null
    : 'The page path must be / or /segments of letters, digits, ".", "_", "~" or "-" (at most 10 segments)';
};

/**
 * The most a saved page or settings version may hold, as JSON: ten times the largest demo page, so a
 * long page fits (issue 36: 20 drafts of 800 KB each took the history seconds to answer).
 */
export const MAX_VERSION_BYTES = 512 * 1024;

/** One saved state of a page, as the page editor sees it (GET /s/api/builder/page; ours, docs/api.md). */
export const PageVersionSchema = z.object({
  id: z.number(),
  data: z.unknown(),
  based_on: z.nullable(z.number()),
  author: z.nullable(z.string()),
  created_at: z.string(),
  published_at: z.nullable(z.string()),
  published_by: z.nullable(z.string()),
  /** What shoppers were served before the editor's first version (a seeded page), kept so it can be restored (ours). */
  before_editor: z.boolean(),
});
export type PageVersion = z.infer<typeof PageVersionSchema>;

/** Where a document the editor keeps versions of stands: its newest version, the published one, and whether they differ. */
export const DocumentStateSchema = z.object({
  head: z.nullable(PageVersionSchema),
  published: z.nullable(z.object({ version: z.nullable(z.number()), at: z.nullable(z.string()), by: z.nullable(z.string()) })),
  /** The newest version is not the published one (a draft waits). */
  changed: z.boolean(),
  /** What shoppers are served now (a page: the published page, a built-in route's default page, or null). */
  live: z.unknown(),
});

export type DocumentState = z.infer<typeof DocumentStateSchema>;

/** Where a page stands in the editor. */
export const PageStateSchema = z.extend(DocumentStateSchema, { path: z.string() });
export type PageState = z.infer<typeof PageStateSchema>;

/** One problem in page data: where it is and what is wrong (the validators' words). */
export const PageDataErrorSchema = z.object({
  /** Index of the component, or null for the envelope. */
  index: z.nullable(z.number()),
  /** Component name, when the problem is in a component. */
  name: z.nullable(z.string()),
  /** JSON pointer into the page data. */
  pointer: z.string(),
  message: z.string(),
});
export type PageDataError = z.infer<typeof PageDataErrorSchema>;

/** A saved draft: the new version and what would stop it being published. */
export const SavedDraftSchema = z.object({ version: PageVersionSchema, errors: z.array(PageDataErrorSchema) });
export type SavedDraft = z.infer<typeof SavedDraftSchema>;

/** How a page stands for the pages list: published as is, with a draft waiting, never published, or a built-in route's default. */
export const PAGE_STATUSES = ['published', 'changed', 'draft', 'default'] as const;

/** One page of the website in the editor's list: a content page or a built-in route's page. */
export const PageEntrySchema = z.object({
  path: z.string(),
  title: z.string(),
  /** The built-in route the path is (home, product-list, cart …), or null for a content page. */
  route: z.nullable(z.string()),
  status: z.enum(PAGE_STATUSES),
});
export type PageEntry = z.infer<typeof PageEntrySchema>;
