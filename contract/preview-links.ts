import * as z from 'zod/mini';

/** How long a shared preview link may work, in hours: an hour to 30 days (ours). */
export const PREVIEW_LINK_HOURS = { min: 1, max: 720 } as const;

/** The query parameter a shared preview link carries its token in (`/offers?share=…`). */
export const SHARE_PARAM = 'share';

/** A link to a page's newest version for someone without an account (GET /s/api/builder/previews; ours, docs/api.md). */
export const PreviewLinkSchema = z.object({
  id: z.number(),
  path: z.string(),
  /** The link, from the store's origin: the page's path with the token (`/offers?share=12.…`). */
  url: z.string(),
  expires_at: z.string(),
  created_by: z.nullable(z.string()),
  created_at: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;
