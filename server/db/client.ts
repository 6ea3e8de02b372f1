import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { claimDataDir } from './data-dir-lock';
import { attachChanges, CONTENT_CHANNEL, type ContentChanges, contentFeed } from './content-changes';
import * as schema from './schema';

/** The query builder, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Changes to shoppers' content, from whichever process made them (for the page cache). */
  changes: ContentChanges;
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
    // LISTEN needs a connection of its own, outside the pool, for as long as the feed is used.
    const changes = contentFeed({
      async connect(onPayload, lost) {
        const client = new pg.Client({ connectionString: options.url });
        let ended = false;
        client.on('error', (error) => console.error(`[database] content changes connection: ${error.message}`));
        client.on('end', () => {
          if (!ended) lost();
          ended = true;
        });
        client.on('notification', (message) => onPayload(message.payload ?? ''));
        await client.connect();
        await client.query(`LISTEN ${CONTENT_CHANNEL}`);
        return async () => {
          ended = true;
          await client.end();
        };
      },
      // Another process's change reaches this one's connection a moment after its commit was answered.
      async readVersions() {
        const { rows } = await pool.query<{ website_id: number; version: string }>('SELECT website_id, version FROM content_versions');
        return new Map(rows.map((row) => [row.website_id, Number(row.version)]));
      },
    });
    attachChanges(db, changes);
    return { db, kind: 'postgres', changes, close: () => changes.close().then(() => pool.end()) };
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
    // PGlite calls listeners before the committing query's promise settles: a change is seen at once.
    const changes = contentFeed({
      async connect(onPayload) {
        const unlisten = await client.listen(CONTENT_CHANNEL, onPayload);
        return () => unlisten();
      },
    });
    attachChanges(db, changes);
    return { db, kind: 'pglite', changes, close: () => changes.close().then(() => client.close().finally(release)) };
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
