import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projectRoot } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { lockFileOf } from '../../server/db/data-dir-lock';
import { websites } from '../../server/db/schema';
import { seedDatabase } from '../../server/seed/seed-database';
import { startServerProcess } from '../support/server-process';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const postgresUrl = inject('postgresUrl');

/** `npm run db:backup` / `db:restore` as an operator runs them (the same script, without npm's banner). */
function cli(command: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/backup-cli.ts', command, ...args], {
    cwd: projectRoot,
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const storeName = async (db: Database['db']) =>
  (await db.select({ name: websites.name }).from(websites).where(eq(websites.slug, 'freshkart')))[0]?.name;
const rename = (db: Database['db'], name: string) => db.update(websites).set({ name }).where(eq(websites.slug, 'freshkart'));

describe('npm run db:backup and db:restore on PGlite (issue 19, item 9)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-backup-'));
  const dataDir = join(dir, 'pglite');
  const env = { DATA_DIR: dataDir };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('round trip: a backup taken, the store changed, the backup restored gives the store as it was, the replaced data kept aside', async () => {
    let database = await openDatabase({ dataDir });
    await seedDatabase(database.db);
    await rename(database.db, 'FreshKart at backup time');
    await database.close();

    const file = join(dir, 'store.tar.gz');
    const backup = cli('backup', [file], env);
    expect(backup.output).toContain(`to ${file}`);
    expect(backup.status).toBe(0);

    database = await openDatabase({ dataDir });
    await rename(database.db, 'FreshKart changed later');
    await database.close();

    const restore = cli('restore', [file], env);
    expect(restore.status, restore.output).toBe(0);
    const aside = /kept in (\S+?)\.? Start/.exec(restore.output)?.[1] as string;
    expect(existsSync(aside)).toBe(true);

    database = await openDatabase({ dataDir });
    expect(await storeName(database.db)).toBe('FreshKart at backup time');
    await database.close();
    const before = await openDatabase({ dataDir: aside });
    expect(await storeName(before.db)).toBe('FreshKart changed later');
    await before.close();
  }, 120_000);

  it('refuses while a process holds the directory (a second server included), and refuses files that are not a backup, changing nothing', async () => {
    const database = await openDatabase({ dataDir });
    try {
      for (const command of [
        ['backup', join(dir, 'while-open.tar.gz')],
        ['restore', join(dir, 'store.tar.gz')],
      ]) {
        const refused = cli(command[0] as string, [command[1] as string], env);
        expect(refused.status).toBe(1);
        expect(refused.output).toContain(`is open in process ${process.pid}`);
      }
      expect(existsSync(join(dir, 'while-open.tar.gz'))).toBe(false);
      // A second server on the same directory is refused too, in one plain line.
      await expect(startServerProcess(env)).rejects.toThrow(
        `The database could not be opened: The database in ${dataDir} is open in process ${process.pid}`,
      );
    } finally {
      await database.close();
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);

    writeFileSync(join(dir, 'garbage.tar.gz'), '<script>alert(1)</script>');
    const truncated = join(dir, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(join(dir, 'store.tar.gz')).subarray(0, 4096));
    expect(cli('restore', [join(dir, 'garbage.tar.gz')], env).output).toContain('is not a storefront backup');
    const broken = cli('restore', [truncated], env);
    expect(broken.status).toBe(1);
    expect(broken.output).toContain('left as it was');
    expect(cli('restore', [join(dir, 'missing.tar.gz')], env).output).toContain('There is no backup file');
    expect(cli('restore', [], env).status).toBe(2);

    const after = await openDatabase({ dataDir });
    expect(await storeName(after.db)).toBe('FreshKart at backup time');
    await after.close();
  }, 120_000);

  it('a claim left by a killed process does not lock the directory for ever', async () => {
    writeFileSync(lockFileOf(dataDir), '999999999\n');
    const database = await openDatabase({ dataDir });
    expect(await storeName(database.db)).toBe('FreshKart at backup time');
    await database.close();
  });
});

describe.skipIf(!postgresUrl)('npm run db:backup and db:restore on PostgreSQL (issue 19, item 9)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-backup-pg-'));
  let database: TestDatabase;
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('round trip with the store running; a PGlite backup, a damaged archive or a missing one change nothing', async () => {
    database = await openTestDatabase('postgres', postgresUrl);
    await seedDatabase(database.db);
    await rename(database.db, 'FreshKart at backup time');
    const env = { DATABASE_URL: database.url as string };
    const file = join(dir, 'store.dump');
    const backup = cli('backup', [file], env);
    expect(backup.status, backup.output).toBe(0);

    await rename(database.db, 'FreshKart changed later');
    const damaged = join(dir, 'damaged.dump');
    writeFileSync(damaged, readFileSync(file).subarray(0, Math.floor(readFileSync(file).length / 2)));
    const refusedDamaged = cli('restore', [damaged], env);
    expect(refusedDamaged.status).toBe(1);
    expect(refusedDamaged.output).toContain('pg_restore failed');
    expect(await storeName(database.db)).toBe('FreshKart changed later');

    writeFileSync(join(dir, 'pglite.tar.gz'), Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
    expect(cli('restore', [join(dir, 'pglite.tar.gz')], env).output).toContain('is a PGlite backup; the configured database is PostgreSQL');

    const restore = cli('restore', [file], env);
    expect(restore.status, restore.output).toBe(0);
    expect(await storeName(database.db)).toBe('FreshKart at backup time');
  }, 120_000);
});
