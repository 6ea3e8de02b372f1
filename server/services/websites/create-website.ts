import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { PageData } from '../../../contract/page-data';
import { validatePageData } from '../../../contract/page-validation';
import type { WebsiteFixture } from '../../seed/fixtures';
import { projectRoot } from '../../config';
import type { Db } from '../../db/client';
import { pages, users, websiteHosts, websites } from '../../db/schema';

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** What POST /s/api/webui/create takes: a name, a slug, and optionally the host it answers on (default {slug}.localhost). */
export const NewWebsiteBody = z.object({
  name: z
    .string({ error: 'Please enter the website’s name' })
    .trim()
    .min(1, { error: 'Please enter the website’s name' })
    .max(100, { error: 'The name must be at most 100 characters' }),
  slug: z
    .string({ error: 'Please enter a slug' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, {
      error: 'The slug must be 1–40 lower-case letters, digits or -, not starting or ending with -',
    }),
  host: z
    .string({ error: 'The host must be a host name such as shop.example.in' })
    .trim()
    .toLowerCase()
    .regex(new RegExp(`^(?=.{1,253}$)${HOST_LABEL}(?:\\.${HOST_LABEL})*$`), {
      error: 'The host must be a host name such as shop.example.in',
    })
    .optional(),
});
export type NewWebsite = z.infer<typeof NewWebsiteBody>;

interface Template {
  website: Pick<WebsiteFixture, 'logo' | 'favicon' | 'fontFamily' | 'description' | 'footerName' | 'footerDescription' | 'config'>;
  home: WebsiteFixture['pages'][number];
}

const readTemplate = (): Template => {
  const dir = join(projectRoot, 'fixtures', 'new-website');
  const home = JSON.parse(readFileSync(join(dir, 'home.json'), 'utf8')) as Template['home'];
  // The same check as any page write: a broken template fails loudly instead of serving a broken store.
  const checked = validatePageData(home.page);
  if (!checked.ok) throw new Error(`fixtures/new-website/home.json is not valid page data: ${JSON.stringify(checked.errors[0])}`);
  return {
    website: JSON.parse(readFileSync(join(dir, 'website.json'), 'utf8')) as Template['website'],
    home: { ...home, page: checked.page as unknown as PageData },
  };
};

export type CreateWebsiteResult =
  { ok: true; website: { id: number; name: string; slug: string; host: string } } | { ok: false; status: 409; message: string };

/**
 * Creates a website from the template in fixtures/new-website (theme, navigation, a home page) so it
 * is browsable at once; the superadmin who made it gets the same account there.
 */
export async function createWebsite(
  db: Db,
  input: NewWebsite,
  creator: { phone: string; name: string; email: string | null },
): Promise<CreateWebsiteResult> {
  const host = input.host ?? `${input.slug}.localhost`;
  const template = readTemplate();
  return db.transaction(async (tx) => {
    if ((await tx.select({ id: websites.id }).from(websites).where(eq(websites.slug, input.slug))).length > 0) {
      return { ok: false, status: 409, message: `A website with the slug ${input.slug} exists already` };
    }
    if ((await tx.select({ host: websiteHosts.host }).from(websiteHosts).where(eq(websiteHosts.host, host))).length > 0) {
      return { ok: false, status: 409, message: `The host ${host} belongs to another website` };
    }
    const [row] = await tx
      .insert(websites)
      .values({ ...template.website, name: input.name, slug: input.slug, isDefault: false, footerName: input.name })
      .returning({ id: websites.id });
    const websiteId = (row as { id: number }).id;
    await tx.insert(websiteHosts).values({ host, websiteId });
    await tx.insert(pages).values({ websiteId, path: template.home.path, title: template.home.title, data: template.home.page });
    await tx.insert(users).values({
      websiteId,
      phone: creator.phone,
      name: creator.name,
      email: creator.email,
      hasAdminAccess: true,
      permissions: ['website_setting:view', 'website_setting:edit'],
    });
    return { ok: true, website: { id: websiteId, name: input.name, slug: input.slug, host } };
  });
}
