import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { DatabaseOptions } from './db/client';

/** Project root (one level above server/). */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Database choice from the environment: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function databaseOptionsFromEnv(env = process.env): DatabaseOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? `${projectRoot}.data/pglite` };
}

/**
 * Where uploaded images are kept (our extension): MEDIA_DIR, else beside the PGlite data directory
 * (`{DATA_DIR}-media`), else `.data/media`.
 */
export function mediaDirFromEnv(env = process.env): string {
  if (env.MEDIA_DIR) return env.MEDIA_DIR;
  return env.DATA_DIR && !env.DATABASE_URL ? `${env.DATA_DIR.replace(/\/+$/, '')}-media` : `${projectRoot}.data/media`;
}

/** The HTTP port; PORT overrides the default 8080. */
export function portFromEnv(env = process.env): number {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got ${env.PORT}`);
  return port;
}

/** A proxy trust setting as Fastify takes it: all, none, addresses, or a rule per hop. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: whom to believe about the client's address and protocol (X-Forwarded-For and -Proto).
 * Unset, nobody: the server faces the clients itself. `true`, every hop (only with
 * TRUST_PROXY_CONFIRM=every-hop-is-mine); a number, that many hops; else a comma-separated list of
 * proxy addresses or CIDR ranges.
 */
export function trustProxyFromEnv(env = process.env): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') {
    // Every hop believed: a client's own X-Forwarded-For names any address it likes and escapes every
    // per-client limit (issue 36: 40 tries, no 429). Only a server whose every hop is a proxy of its own may.
    if (env.TRUST_PROXY_CONFIRM !== 'every-hop-is-mine')
      throw new Error(
        'TRUST_PROXY=true believes every X-Forwarded-For hop, so a client can forge its address and escape the sign-in and rate limits. ' +
          'Set TRUST_PROXY to the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8), ' +
          'or, if every hop really is yours, confirm with TRUST_PROXY_CONFIRM=every-hop-is-mine.',
      );
    return true;
  }
  if (/^\d{1,2}$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (/^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/.test(value)) return value;
  throw new Error(`TRUST_PROXY must be true, a number of hops or proxy addresses (e.g. 10.0.0.0/8, 127.0.0.1), got ${value}`);
}

/** The page cache's limits: PAGE_CACHE_MB of memory (default 64; 0 turns it off), PAGE_CACHE_SECONDS at most per entry (default 60). */
export function pageCacheFromEnv(env = process.env): { maxBytes: number; maxAgeMs: number } | null {
  const mb = Number(env.PAGE_CACHE_MB ?? 64);
  const seconds = Number(env.PAGE_CACHE_SECONDS ?? 60);
  if (!Number.isFinite(mb) || mb < 0 || mb > 65_536) throw new Error(`PAGE_CACHE_MB must be 0–65536, got ${env.PAGE_CACHE_MB}`);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3_600)
    throw new Error(`PAGE_CACHE_SECONDS must be a whole number 1–3600, got ${env.PAGE_CACHE_SECONDS}`);
  return mb === 0 ? null : { maxBytes: Math.round(mb * 1024 * 1024), maxAgeMs: seconds * 1000 };
}

/** WORKERS: how many server processes share the port (default 1; `auto`: one per core the machine offers). */
export function workersFromEnv(env = process.env): number {
  const value = env.WORKERS?.trim() || '1';
  if (value === 'auto') return availableParallelism();
  const workers = Number(value);
  if (!/^\d+$/.test(value) || workers < 1 || workers > 256)
    throw new Error(`WORKERS must be a whole number 1–256 or auto, got ${env.WORKERS}`);
  return workers;
}

/** Why these settings cannot run several workers, or null when they can. */
export function workersRefusal(workers: number, env = process.env): string | null {
  if (workers > 1 && !env.DATABASE_URL)
    return `WORKERS=${workers} needs DATABASE_URL: the embedded PGlite database serves one process. Set DATABASE_URL to a PostgreSQL database, or leave WORKERS at 1.`;
  return null;
}

/** DIST_DIR: the built SPA (default `dist/`); its server build is `<DIST_DIR>-server` (`dist-server/`). */
export function distDirFromEnv(env = process.env): string {
  return (env.DIST_DIR?.trim() || join(projectRoot, 'dist')).replace(/\/+$/, '');
}
