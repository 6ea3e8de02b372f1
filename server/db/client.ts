import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { claimDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The query builder, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client can die when PostgreSQL restarts or terminates it: log it, never crash the server.
    pool.on('error', (error) => console.error(`[database] idle connection closed: ${error.message}`));
    const db = drizzle(pool, { schema });
    // Several servers may start together against one PostgreSQL: migrate under an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727274)');
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? 'memory://';
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const release = onDisk ? claimDataDir(dataDir) : () => undefined;
  try {
    const client = await createPglite(dataDir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** A PGlite instance with the extensions the schema needs, optionally made from a dumped data directory. */
export async function createPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
}
