import type { BootPayload } from './boot-payload';

/** Where a page is rendered: the store's origin, and the request's path and query. */
export interface RenderLocation {
  origin: string;
  path: string;
  search: string;
}

/**
 * What the storefront's server build (src/entry-server.tsx, built to dist-server/) gives the server:
 * the server renders React only through it, and never imports the storefront's source.
 */
export interface ServerRenderer {
  /** A page's markup from its boot payload; null leaves the page to the browser. */
  renderPage(payload: BootPayload, at: RenderLocation, signal?: AbortSignal): Promise<string | null>;
  /** The consent banner in its host element, as the browser renders and then hydrates it. */
  consentBanner: string;
  /**
   * Loads the code every page may need (component types, screens, the shell's lazy parts, the
   * sanitiser) before the first page: a first render that loads it passed the render timeout on a
   * busy machine, and its page went out without markup.
   */
  warmUp(): Promise<void>;
}
