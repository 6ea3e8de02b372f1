import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { platformAdmins, websites } from '../db/schema';
import { createWebsite, NewWebsiteBody } from '../services/websites/create-website';
import { FIRST_CONTENT_LOCK } from '../seed/seed-database';
import { superadminAccountOn, websiteHost } from '../services/websites/website-directory';

/** Who becomes the platform's first administrator, and the first website when the database has none. */
export interface FirstSuperadmin {
  phone: string;
  name: string;
  email?: string | null;
  /** The store's first website (needed only when there is none yet). */
  website?: { name: string; slug: string; host: string };
}

export type FirstSuperadminResult = { ok: true; host: string; createdWebsite: boolean } | { ok: false; message: string };

const PHONE = /^[6-9]\d{9}$/;

/**
 * Makes the platform's first superadmin: records the phone as the platform role and gives it an account
 * on the default website (first creating that website from the new-website template when the database
 * has none). Once only: with a superadmin recorded it changes nothing and says so. In one transaction
 * under the seed's lock, so two runs at once make one.
 */
export async function createFirstSuperadmin(db: Db, input: FirstSuperadmin): Promise<FirstSuperadminResult> {
  if (!PHONE.test(input.phone)) return { ok: false, message: '--phone must be a 10-digit mobile number starting with 6, 7, 8 or 9' };
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) return { ok: false, message: '--name must be 1–100 characters' };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_CONTENT_LOCK})`);
    if ((await tx.select({ phone: platformAdmins.phone }).from(platformAdmins).limit(1)).length > 0)
      return { ok: false, message: 'A superadmin exists already: this command makes only the first one.' };
    const person = { phone: input.phone, name, email: input.email ?? null };
    let [website] = await tx.select({ id: websites.id }).from(websites).where(eq(websites.isDefault, true)).limit(1);
    let createdWebsite = false;
    if (!website) {
      const parsed = NewWebsiteBody.safeParse(input.website ?? {});
      if (!parsed.success || !parsed.data.host)
        return {
          ok: false,
          message: `The database has no website yet: give --store-name, --slug and --host (${parsed.error?.issues[0]?.message ?? 'the host it answers on'})`,
        };
      const made = await createWebsite(tx, parsed.data, person);
      if (!made.ok) return { ok: false, message: made.message };
      await tx.update(websites).set({ isDefault: true }).where(eq(websites.id, made.website.id));
      website = { id: made.website.id };
      createdWebsite = true;
    }
    await tx.insert(platformAdmins).values({ phone: input.phone });
    await superadminAccountOn(tx, website.id, person);
    return { ok: true, host: (await websiteHost(tx, website.id)) ?? 'localhost', createdWebsite };
  });
}
