import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { registry } from '../registry';
import { createApiClient } from './api/http-client';
import { App } from './app/App';
import type { BootPayload } from '../contract/boot-payload';
import { parseBootPayload } from './app/boot/read-boot-payload';

/** Where a page is rendered: the store's origin, and the request's path and query. */
export interface RenderLocation {
  origin: string;
  path: string;
  search: string;
}

/**
 * The markup of a page for its HTML, from the same payload the browser parses and hydrates; lazy
 * renderers are awaited. Null when the payload is unusable, or when `signal` aborts first: React
 * would finish the page with client-rendered holes revealed by inline scripts, which the
 * Content-Security-Policy blocks, so the browser renders the whole page instead.
 */
export async function renderPageMarkup(payload: BootPayload, at: RenderLocation, signal?: AbortSignal): Promise<string | null> {
  // Through JSON, as the browser receives it, so both sides render from equal data.
  const boot = parseBootPayload(JSON.parse(JSON.stringify(payload)));
  if (!boot) return null;
  // Effects never run on the server, so this client never sends a request; it only fills the context.
  const api = createApiClient({ webUrl: at.origin, readCookies: () => '' });
  const { prelude } = await prerender(
    <Router ssrPath={at.path} ssrSearch={at.search}>
      <App init={boot.init} firstPage={boot.page} api={api} registry={registry} />
    </Router>,
    // One chunk: React would otherwise move large boundaries out of line and reveal them with inline
    // scripts, which the Content-Security-Policy (no inline scripts) blocks.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  return signal?.aborted ? null : markup;
}
