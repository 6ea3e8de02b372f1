import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** The file beside a PGlite data directory that names the process holding it open. */
export const lockFileOf = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.pid`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live process holding a PGlite data directory, or null (none, or one that died without letting go). */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFileOf(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

/**
 * Claims a PGlite data directory for this process, which PGlite needs (two processes on one directory
 * corrupt it, and PGlite's own postmaster.pid names no real process). A claim left by a process that
 * died (a crash, SIGKILL) is taken over. Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== null) {
        throw new Error(
          `The database in ${dataDir} is open in process ${holder}${holder === process.pid ? ' (this one)' : ''}: PGlite serves one process at a time. Stop that process first (or, if it is not a storefront, delete ${file}).`,
          { cause: error },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${dataDir}: ${file} keeps coming back`);
}
