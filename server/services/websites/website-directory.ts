import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformAdmins, users, websiteHosts, websites } from '../../db/schema';
import type { UserRow } from '../auth/user-for-phone';

/** The host a website is best reached at: a name before an IP address, the shorter name first. */
function primaryHost(hosts: string[]): string | null {
  const isIp = (h: string) => /^[\d.]+$/.test(h) || h.includes(':');
  return [...hosts].sort((a, b) => Number(isIp(a)) - Number(isIp(b)) || a.length - b.length || a.localeCompare(b))[0] ?? null;
}

/** Every website by name, with the host it is best reached at. */
export async function listWebsites(db: Db): Promise<{ id: number; name: string; slug: string; host: string | null }[]> {
  const rows = await db
    .select({ id: websites.id, name: websites.name, slug: websites.slug })
    .from(websites)
    .orderBy(asc(websites.name), asc(websites.id));
  const hosts = await db
    .select()
    .from(websiteHosts)
    .where(
      inArray(
        websiteHosts.websiteId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((w) => ({ ...w, host: primaryHost(hosts.filter((h) => h.websiteId === w.id).map((h) => h.host)) }));
}

/** The host a website is best reached at; null for a website that does not exist (or has no host). */
export async function websiteHost(db: Db, websiteId: number): Promise<string | null> {
  const hosts = await db.select({ host: websiteHosts.host }).from(websiteHosts).where(eq(websiteHosts.websiteId, websiteId));
  return primaryHost(hosts.map((h) => h.host));
}

/** The user of this website, if the platform's administrator (its phone among the platform admins). */
export async function superadminOf(db: Db, websiteId: number, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(platformAdmins, eq(platformAdmins.phone, users.phone))
    .where(and(eq(users.id, userId), eq(users.websiteId, websiteId)));
  return row?.user ?? null;
}

/** Whether a phone is the platform's administrator's. */
export async function isPlatformAdmin(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: platformAdmins.phone }).from(platformAdmins).where(eq(platformAdmins.phone, phone));
  return row !== undefined;
}

/** A superadmin's account on another website: the same phone, with the website's editing rights there. */
export async function superadminAccountOn(
  db: Db,
  websiteId: number,
  superadmin: Pick<UserRow, 'phone' | 'name' | 'email'>,
): Promise<number> {
  const [there] = await db
    .insert(users)
    .values({
      websiteId,
      phone: superadmin.phone,
      name: superadmin.name,
      email: superadmin.email,
      hasAdminAccess: true,
      permissions: ['website_setting:view', 'website_setting:edit'],
    })
    // An account already there is kept as it is (the role is the phone's); the no-op update returns its id.
    .onConflictDoUpdate({ target: [users.websiteId, users.phone], set: { phone: superadmin.phone } })
    .returning({ id: users.id });
  if (!there) throw new Error('The superadmin account could not be made');
  return there.id;
}
