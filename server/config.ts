import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/client';

/** Project root (one level above server/). */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Database choice from the environment: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function databaseOptionsFromEnv(env = process.env): DatabaseOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? `${projectRoot}.data/pglite` };
}

/** The HTTP port; PORT overrides the default 8080. */
export function portFromEnv(env = process.env): number {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got ${env.PORT}`);
  return port;
}
