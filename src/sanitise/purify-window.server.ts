import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/** On the server DOMPurify gets jsdom's DOM: without a DOM it would return store HTML unsanitised. */
export function purifyWindow(): WindowLike {
  return new JSDOM('').window;
}
