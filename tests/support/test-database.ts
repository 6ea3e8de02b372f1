import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

/** Which databases the server suite runs on: PGlite always, PostgreSQL when a cluster was started. */
export function databaseKinds(postgresUrl: string): ('pglite' | 'postgres')[] {
  return postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database of the given kind; dropped again on close. */
export async function openTestDatabase(kind: 'pglite' | 'postgres', postgresUrl: string): Promise<Database> {
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
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
