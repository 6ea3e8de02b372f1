import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

/**
 * True in the run that serves every server test from two app instances on one PostgreSQL
 * (`SERVER_PAIR=1`, the `server-pair` project): see `createTestApp`.
 */
export const serverPair = process.env.SERVER_PAIR === '1';

/**
 * Which databases a server test runs on (vitest.config.ts): PGlite in `server`, PostgreSQL (when a
 * cluster was started) in `server-pair`; both in `server-single`, whose files the paired run leaves out.
 */
export function databaseKinds(postgresUrl: string): ('pglite' | 'postgres')[] {
  if (serverPair) return postgresUrl ? ['postgres'] : [];
  if (process.env.SERVER_DATABASES === 'pglite') return ['pglite'];
  return postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/** A test database and, on PostgreSQL, its address (for a second connection, as another server process would open). */
export type TestDatabase = Database & { url?: string };

/** A fresh, migrated, empty database of the given kind; dropped again on close. */
export async function openTestDatabase(kind: 'pglite' | 'postgres', postgresUrl: string): Promise<TestDatabase> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  return {
    ...database,
    url: url.href,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
