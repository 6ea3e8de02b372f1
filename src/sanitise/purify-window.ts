import type { WindowLike } from 'dompurify';

/** The DOM DOMPurify parses in: the page's own window (the server build swaps in purify-window.server.ts). */
export function purifyWindow(): WindowLike {
  return window;
}
