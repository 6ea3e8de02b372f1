import { type ChildProcess, spawn } from 'node:child_process';
import { projectRoot } from '../../server/config';

/** A reference server running as its own process (`server/index.ts`, the way `npm run serve` starts it). */
export interface ServerProcess {
  /** http://127.0.0.1:port */
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then waits for it to end. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hooks, no flush, as a crash or the OOM killer would. */
  kill(): Promise<void>;
}

const ended = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts a server process on any free port with `env` added to this one's, and resolves once it
 * answers; rejects with its output when it exits first or takes over `timeoutMs`.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  // Node itself runs the server (tsx as a loader), so that the pid is the server's and a kill reaches it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const handle = (url: string): ServerProcess => ({
    url,
    child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await ended(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await ended(child);
    },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const watch = () => {
      const port = /Storefront on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout?.off('data', watch);
      resolve(handle(`http://127.0.0.1:${port}`));
    };
    child.stdout?.on('data', watch);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? signal}) before it started:\n${output}`));
    });
  });
}
