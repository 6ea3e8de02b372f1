/** `STORE_API_URL=https://… npm start`: the storefront in front of a store that already runs the specified API (server/proxy/store-proxy.ts). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDirFromEnv, portFromEnv, trustProxyFromEnv } from '../config';
import { loadServerRenderer } from '../html/markup-renderer';
import { telemetryFromEnv } from '../telemetry/telemetry-config';
import { buildStoreProxy } from './store-proxy';
import { storeApiUrl } from './store-api-url';

const upstream = storeApiUrl(process.env.STORE_API_URL);
const distDir = distDirFromEnv();
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`${distDir}/index.html is missing: build the storefront first (npm start does).`);
  process.exit(1);
}
const app = await buildStoreProxy({
  upstream,
  distDir,
  renderer: await loadServerRenderer(`${distDir}-server`),
  telemetry: telemetryFromEnv(),
  trustProxy: trustProxyFromEnv(),
});
const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen({ port: portFromEnv(), host });
const address = app.server.address();
const bound = typeof address === 'object' && address ? address.port : portFromEnv();
console.log(`Storefront on http://localhost:${bound} in front of ${upstream} (no database; listening on ${host})`);
