import { afterEach, describe, expect, inject, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { platformAdmins, users, websiteHosts, websites } from '../../server/db/schema';
import { seedOnStart } from '../../server/seed/seed-on-start';
import { createFirstSuperadmin } from '../../server/setup/first-superadmin';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

const postgresUrl = inject('postgresUrl');
const FIRST = {
  phone: '9812345678',
  name: 'Priya Owner',
  website: { name: 'Priya Provisions', slug: 'priya', host: 'shop.priya.example' },
};

// A production server never seeds the demo's users (superadmin 9000000001 among them) by itself; the
// first superadmin is made once, by a command, as a platform role.
describe.each(databaseKinds(postgresUrl))('a production start on %s', (kind) => {
  let database: TestDatabase | null = null;
  const open = async () => (database = await openTestDatabase(kind, postgresUrl));
  afterEach(async () => {
    await database?.close();
    database = null;
  });
  const rows = async (db: TestDatabase['db']) => ({
    websites: (await db.select({ n: count() }).from(websites))[0]?.n,
    users: (await db.select({ n: count() }).from(users))[0]?.n,
    admins: (await db.select({ phone: platformAdmins.phone }).from(platformAdmins)).map((a) => a.phone),
  });

  it('leaves an empty database empty with NODE_ENV=production, and says how to make the first superadmin', async () => {
    const { db } = await open();
    const started = await seedOnStart(db, { NODE_ENV: 'production' }, kind);
    expect(await rows(db)).toEqual({ websites: 0, users: 0, admins: [] });
    expect(started.log).toEqual([]);
    expect(started.warn.join('\n')).toContain('npm run create-superadmin -- --phone');
    // Not for anything but exactly 1.
    for (const SEED_DEMO of ['0', 'true', 'yes', '']) await seedOnStart(db, { NODE_ENV: 'production', SEED_DEMO }, kind);
    expect((await rows(db)).users).toBe(0);
  });

  it('seeds the demo with SEED_DEMO=1 in production, with a loud warning; without NODE_ENV=production, as ever', async () => {
    const { db } = await open();
    const started = await seedOnStart(db, { NODE_ENV: 'production', SEED_DEMO: '1' }, kind);
    expect(started.log).toEqual([`Seeded the demo store into ${kind}.`]);
    expect(started.warn.join(' ')).toMatch(/DEMO users, among them superadmin 9000000001/);
    expect((await rows(db)).admins).toEqual(['9000000001']);
    // Seeded already: a second start changes nothing and says nothing.
    expect(await seedOnStart(db, {}, kind)).toEqual({ log: [], warn: [] });
  });

  it('makes the first superadmin and the first website once; a second run, or a second at once, makes nothing', async () => {
    const { db } = await open();
    const [first, second] = await Promise.all([
      createFirstSuperadmin(db, FIRST),
      createFirstSuperadmin(db, { ...FIRST, phone: '9812345679' }),
    ]);
    expect([first, second].filter((r) => r.ok)).toHaveLength(1);
    expect([first, second].find((r) => !r.ok)).toEqual({ ok: false, message: expect.stringMatching(/exists already/) });
    const made = await rows(db);
    expect(made.websites).toBe(1);
    expect(made.admins).toHaveLength(1);
    const [website] = await db.select().from(websites);
    expect(website).toMatchObject({ name: 'Priya Provisions', slug: 'priya', isDefault: true });
    expect(await db.select({ host: websiteHosts.host }).from(websiteHosts)).toEqual([{ host: 'shop.priya.example' }]);
    const [account] = await db
      .select()
      .from(users)
      .where(eq(users.phone, made.admins[0] as string));
    expect(account).toMatchObject({ name: 'Priya Owner', hasAdminAccess: true, websiteId: website?.id });
    expect(await createFirstSuperadmin(db, FIRST)).toEqual({ ok: false, message: expect.stringMatching(/exists already/) });
    // Now the start has nothing to say.
    expect(await seedOnStart(db, { NODE_ENV: 'production' }, kind)).toEqual({ log: [], warn: [] });
  });

  it('refuses bad input with the reason and makes nothing', async () => {
    const { db } = await open();
    const cases: [Parameters<typeof createFirstSuperadmin>[1], RegExp][] = [
      [{ ...FIRST, phone: '1234567890' }, /10-digit mobile number/],
      [{ ...FIRST, phone: '98123456789' }, /10-digit mobile number/],
      [{ ...FIRST, phone: "98123'; --" }, /10-digit mobile number/],
      [{ ...FIRST, name: '  ' }, /--name/],
      [{ ...FIRST, name: 'x'.repeat(101) }, /--name/],
      [{ ...FIRST, website: undefined }, /no website yet/],
      [{ ...FIRST, website: { ...FIRST.website, slug: '<script>' } }, /slug/],
      [{ ...FIRST, website: { ...FIRST.website, host: 'a'.repeat(300) } }, /host/],
      [{ ...FIRST, website: { ...FIRST.website, name: '' } }, /name/],
    ];
    for (const [input, message] of cases) {
      const result = await createFirstSuperadmin(db, input);
      expect(result.ok, JSON.stringify(input).slice(0, 120)).toBe(false);
      expect(result.ok ? '' : result.message).toMatch(message);
    }
    expect(await rows(db)).toEqual({ websites: 0, users: 0, admins: [] });
  });

  it('on a database with websites (the demo), gives the first superadmin an account on the default website', async () => {
    const { db } = await open();
    await seedOnStart(db, {}, kind);
    await db.delete(platformAdmins);
    expect((await seedOnStart(db, { NODE_ENV: 'production' }, kind)).warn[0]).toMatch(/no superadmin yet/);
    const result = await createFirstSuperadmin(db, { phone: '9812345678', name: 'Priya Owner' });
    expect(result).toMatchObject({ ok: true, createdWebsite: false });
    const accounts = await db
      .select({ default: websites.isDefault })
      .from(users)
      .innerJoin(websites, eq(websites.id, users.websiteId))
      .where(eq(users.phone, '9812345678'));
    expect(accounts).toEqual([{ default: true }]);
  });
});
