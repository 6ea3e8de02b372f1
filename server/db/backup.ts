import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readSync, closeSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { createPglite, type DatabaseOptions } from './client';
import { claimDataDir } from './data-dir-lock';

const run = promisify(execFile);

/** What a backup file holds, from its first bytes: a PGlite data directory (gzip tar) or a pg_dump archive. */
export function backupKind(file: string): 'pglite' | 'postgres' | null {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/** A time as it goes into file names: 20261124-043812 (UTC). */
const stampOf = (time: Date) => time.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The usual name for a new backup: backups/storefront-<kind>-<UTC time>.<tar.gz or dump>. */
export function defaultBackupFile(options: DatabaseOptions, now = new Date()): string {
  const stamp = stampOf(now);
  return options.url ? `backups/storefront-postgres-${stamp}.dump` : `backups/storefront-pglite-${stamp}.tar.gz`;
}

/** PostgreSQL's client tools, with a clear word when they are missing. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools (apt-get install postgresql-client) of the server's version or newer.`,
        { cause: error },
      );
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`, { cause: error });
  }
}

/**
 * Writes a backup of the configured database to `file`. PostgreSQL: pg_dump's custom format, taken in
 * one snapshot while the store keeps running. PGlite: its data directory as a gzip tarball; PGlite
 * serves one process, so the server must be stopped (the directory's claim says when it is not).
 */
export async function backupDatabase(options: DatabaseOptions, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (options.url) {
      await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, options.url]);
    } else {
      const dataDir = options.dataDir as string;
      if (!existsSync(dataDir)) throw new Error(`There is no database in ${dataDir} to back up.`);
      const release = claimDataDir(dataDir);
      try {
        const client = await createPglite(dataDir);
        try {
          writeFileSync(partial, new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()));
        } finally {
          await client.close();
        }
      } finally {
        release();
      }
    }
    // Only a complete backup gets the name: a failure never leaves a file that looks like one.
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Replaces the configured database with a backup; on any failure the database is as it was.
 * PostgreSQL: pg_restore in one transaction (objects of the backup dropped and made again). PGlite:
 * the backup is unpacked and opened beside the data directory first, and only then swapped in; the
 * old directory is kept as `<dir>.before-restore-<time>`. The server must be stopped for PGlite.
 * Returns where the old PGlite data went, if anywhere.
 */
export async function restoreDatabase(options: DatabaseOptions, file: string, now = new Date()): Promise<string | null> {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  const kind = backupKind(file);
  const target = options.url ? 'postgres' : 'pglite';
  if (kind === null) throw new Error(`${file} is not a storefront backup (neither a PGlite tarball nor a pg_dump archive).`);
  if (kind !== target)
    throw new Error(
      `${file} is a ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} backup; the configured database is ${target === 'pglite' ? 'PGlite (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}.`,
    );
  if (options.url) {
    await pgTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${options.url}`,
      file,
    ]);
    return null;
  }
  const dataDir = (options.dataDir as string).replace(/\/+$/, '');
  const release = claimDataDir(dataDir);
  const incoming = `${dataDir}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  try {
    const client = await createPglite(incoming, new Blob([new Uint8Array(readFileSync(file))]));
    try {
      await client.query('SELECT count(*) FROM websites');
    } finally {
      await client.close();
    }
    const aside = `${dataDir}.before-restore-${stampOf(now)}`;
    const hadData = existsSync(dataDir);
    if (hadData) renameSync(dataDir, aside);
    renameSync(incoming, dataDir);
    return hadData ? aside : null;
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw new Error(`The backup could not be restored, and the database was left as it was: ${(error as Error).message}`, { cause: error });
  } finally {
    release();
  }
}
