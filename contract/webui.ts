import * as z from 'zod/mini';

// The superadmin's website tools. Spec section 7 names POST /api/webui/create (form payload, errors
// shown as toasts); the answers, and the listing and switch calls, are ours.

/** GET /s/api/webui/websites: every website, with its address when it has a host. */
export const WebsitesSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    host: z.nullable(z.string()),
    url: z.nullable(z.string()),
    current: z.boolean(),
  }),
);

/** POST /s/api/webui/create {name, slug, host?}: the new website (201). */
export const CreatedWebsiteSchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), host: z.string(), url: z.string() });
export type CreatedWebsite = z.infer<typeof CreatedWebsiteSchema>;

/** POST /s/api/webui/switch {website_id}: a one-time link that signs the superadmin in there. */
export const SwitchLinkSchema = z.object({ url: z.string() });
