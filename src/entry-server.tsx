import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { registry } from '../registry';
import { createApiClient } from './api/http-client';
import { App } from './shell/App';
import type { BootPayload } from '../contract/boot-payload';
import { CONSENT_BANNER_ID } from '../contract/consent';
import type { RenderLocation, ServerRenderer } from '../contract/server-renderer';
import { parseBootPayload } from './shell/boot/read-boot-payload';
import { ConsentBanner } from './telemetry/ConsentBanner';
import { loadComponentCode } from './engine/component-code';
import { screenLoaders } from './features/screens';
import type { ScreenId } from './features/screen-props';
import { screenFor } from '../registry/screen/screen-code';
import { shellParts } from './shell/shell-code';
import { sanitiseHtml } from './sanitise/sanitise-html';

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

/**
 * The consent banner as the browser renders it (src/telemetry/show-consent-banner.tsx hydrates it),
 * in its host element: sent with the page to a visitor who has not answered, so that it is painted
 * with the page rather than seconds later, when it would become the page's largest paint.
 */
const consentBanner = `<div id="${CONSENT_BANNER_ID}">${renderToString(<ConsentBanner onAnswer={() => undefined} />)}</div>`;

async function warmUp(): Promise<void> {
  await Promise.allSettled([
    ...[...new Set(registry.values())].map(loadComponentCode),
    ...(Object.keys(screenLoaders) as ScreenId[]).map((id) => screenFor(id).load()),
    ...Object.values(shellParts).map((part) => part.load()),
  ]);
  sanitiseHtml('<p>warm</p>');
}

/** What the server takes from this build (contract/server-renderer.ts). */
export const serverRenderer: ServerRenderer = { renderPage: renderPageMarkup, consentBanner, warmUp };
