import * as z from 'zod/mini';
import { CURRENT_PAGE_VERSION } from './page-format';

/** A page's layout switch: true/false or 1/0 (read by truthiness); shown unless the page says otherwise. */
const layoutSwitch = () => z.catch(z.union([z.boolean(), z.number()]), true);

/** One placed page-builder component. Its own data is validated by its registry entry. */
export const PageComponentSchema = z.object({
  name: z.string(),
  type: z.optional(z.string()),
  order: z.catch(z.number(), 0),
  data: z.optional(z.unknown()),
  settings: z.optional(z.unknown()),
  logicdata: z.optional(z.unknown()),
  response: z.optional(z.unknown()),
});
export type PageComponent = z.infer<typeof PageComponentSchema>;

/**
 * The page envelope served by GET /s/api/page/data{path} (spec section 3, Page data): `data` holds the
 * components (a store may send them as `components`, read as format v1); `version` and `seo_image`
 * are our extension. Layout switches take true/false or 1/0.
 */
export const PageDataSchema = z.object({
  version: z.catch(z.number(), CURRENT_PAGE_VERSION),
  /** The page's path (spec section 3). */
  url: z.optional(z.catch(z.string(), '')),
  data: z.catch(z.array(z.catch(z.nullable(PageComponentSchema), null)), []),
  css: z.catch(z.string(), ''),
  show_navbar: layoutSwitch(),
  show_sub_navbar: layoutSwitch(),
  show_footer: layoutSwitch(),
  seo_title: z.catch(z.string(), ''),
  seo_description: z.catch(z.string(), ''),
  seo_keyword: z.catch(z.string(), ''),
  seo_image: z.catch(z.nullable(z.string()), null),
  /** Ours: the page's ogType (spec section 2 names it among the page SEO values), e.g. `product`. */
  seo_og_type: z.optional(z.catch(z.string(), 'website')),
  schema_script: z.catch(z.string(), ''),
});
type ParsedPageData = z.infer<typeof PageDataSchema>;
/** Page data with malformed components dropped. */
export type PageData = Omit<ParsedPageData, 'data'> & { data: PageComponent[] };

/**
 * Reads untrusted page data already in the current format (isCurrentFormat: what our servers send):
 * malformed envelope fields fall back to defaults instead of failing the page (each component is
 * validated by its own schema later). Page data of any other format is read by `parsePageData`
 * (read-page-data.ts), which migrates it first: it stays off the storefront's critical path.
 */
export function parseCurrentPageData(raw: unknown): PageData {
  const parsed = PageDataSchema.parse(raw && typeof raw === 'object' ? raw : {});
  return { ...parsed, data: parsed.data.filter((c): c is PageComponent => c !== null) };
}
