import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { BootPayload } from '../../contract/boot-payload';
import type { RenderLocation, ServerRenderer } from '../../contract/server-renderer';

/** Past this, components still loading are left to the browser rather than holding the response. */
const RENDER_TIMEOUT_MS = 2000;

/** The server build's renderer (`dist-server/entry-server.js` from `npm run build`), or null without one. */
export async function loadServerRenderer(serverDir: string): Promise<ServerRenderer | null> {
  const file = join(serverDir, 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { serverRenderer: ServerRenderer };
  return module.serverRenderer;
}

/** The page's markup, or null when rendering fails: the page then renders in the browser as before. */
export async function markupOrNull(
  renderer: ServerRenderer,
  boot: BootPayload,
  at: RenderLocation,
  log: FastifyBaseLogger,
): Promise<string | null> {
  try {
    return await renderer.renderPage(boot, at, AbortSignal.timeout(RENDER_TIMEOUT_MS));
  } catch (error) {
    log.warn({ err: error, path: at.path }, 'server rendering failed; the browser renders this page');
    return null;
  }
}
