import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster on a loopback port, for tests and benchmarks. */
export interface PrivatePostgres {
  /** Connection string of the `postgres` database (superuser, trust auth). */
  url: string;
  stop(): void;
}

function findBinDir(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  const candidates = [
    ...(onPath ? [join(onPath, '..')] : []),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a private cluster, or returns null (with the reason) when PostgreSQL is not installed. */
export async function startPrivatePostgres(): Promise<PrivatePostgres | { unavailable: string }> {
  const bin = findBinDir();
  if (!bin) return { unavailable: 'no initdb/pg_ctl found (apt-get install postgresql)' };
  // initdb refuses to run as root: run the cluster as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: `could not start PostgreSQL: ${(error as Error).message.split('\n')[0]}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
