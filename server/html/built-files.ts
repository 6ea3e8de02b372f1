import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the build's files from `distDir` (never its .html pages, which are served with their boot payload), assets cached for good. */
export async function registerBuiltFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // npm run build writes .br and .gz twins of the assets (scripts/precompress.ts); no compressing per request.
    preCompressed: true,
    // Routes only for files that exist at start; every other path reaches the not-found handler.
    wildcard: false,
    // index.html is only ever served with its boot payload, the editor's pages only to staff (page-editor-app.ts).
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(join(distDir, 'assets')) || filePath.startsWith(join(distDir, 'editor', 'assets')))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
