import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, websiteHosts, websites } from '../../db/schema';
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

/** The user, if a superadmin of this website. */
export async function superadminOf(db: Db, websiteId: number, userId: number): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.websiteId, websiteId)));
  return user?.isSuperadmin ? user : null;
}

/** A superadmin's account on another website: the same phone, made a superadmin there if it was not one. */
export async function superadminAccountOn(db: Db, websiteId: number, superadmin: UserRow): Promise<number> {
  const [there] = await db
    .insert(users)
    .values({
      websiteId,
      phone: superadmin.phone,
      name: superadmin.name,
      email: superadmin.email,
      isSuperadmin: true,
      hasAdminAccess: true,
      permissions: ['website_setting:view', 'website_setting:edit'],
    })
    .onConflictDoUpdate({ target: [users.websiteId, users.phone], set: { isSuperadmin: true } })
    .returning({ id: users.id });
  if (!there) throw new Error('The superadmin account could not be made');
  return there.id;
}
