import { lazy } from 'react';

type FooterModule = typeof import('./Footer');
let loaded: FooterModule | null = null;

/** Loads the footer's code (a chunk of its own: it is below the fold); main.tsx waits for it before hydrating. */
export function loadFooterCode(): Promise<FooterModule> {
  return import('./Footer').then((module) => (loaded = module));
}

/** The footer while its code loads (the server awaits it). */
export const LazyFooter = lazy(() => loadFooterCode().then((module) => ({ default: module.Footer })));

/**
 * The footer component once its code is in, else null. Rendering it directly, not through the lazy
 * one, keeps hydration from suspending there: a boundary still waiting for its code when an update
 * reaches it drops the server's footer until the code arrives, and the page jumps (seen under load).
 */
export const loadedFooter = () => loaded?.Footer ?? null;
