/**
 * `npm start` (after the build): one server process (server/serve.ts), or with WORKERS=N as many
 * sharing one port (node:cluster), each with its own connections to one PostgreSQL. With
 * STORE_API_URL, one process in front of that store instead (server/proxy/), with no database.
 */
import cluster, { type Worker } from 'node:cluster';
import { workersFromEnv, workersRefusal } from './config';

if (process.env.STORE_API_URL) {
  await import('./proxy/serve-proxy').catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
} else {
  await serveStore();
}

async function serveStore(): Promise<void> {
  const workers = (() => {
    try {
      return workersFromEnv();
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  })();
  const refusal = workersRefusal(workers);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }

  if (workers === 1 || !cluster.isPrimary) {
    await import('./serve');
  } else {
    let stopping = false;
    // A worker that ends before it ever listened (bad settings, no database) would only end again: stop.
    const listened = new WeakSet<Worker>();
    const start = () => {
      const worker = cluster.fork();
      worker.once('listening', () => listened.add(worker));
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        if (!listened.has(worker)) {
          console.error(`A worker ended before it started (${code ?? signal}): stopping.`);
          stopping = true;
          for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
          process.exitCode = code || 1;
          return;
        }
        console.error(`Worker ${worker.process.pid} ended (${code ?? signal}): starting another.`);
        start();
      });
    };
    for (let i = 0; i < workers; i += 1) start();
    const stop = () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    console.log(`Starting ${workers} workers on one port (WORKERS=${workers}).`);
  }
}
