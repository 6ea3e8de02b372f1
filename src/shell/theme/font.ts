import { fontProperty, primaryFamily } from '../../../contract/root-style';
import { setRootProperty } from './set-root-property';

/** The web-font service (Google Fonts' CSS API). */
export const FONT_SERVICE = 'https://fonts.googleapis.com/css2';

/** Stylesheet URL of a family in weights 400–800 with `display=swap`. */
export function fontStylesheetUrl(family: string): string {
  return `${FONT_SERVICE}?family=${family.trim().replace(/ +/g, '+')}:wght@400;500;600;700;800&display=swap`;
}

/**
 * Uses the website's font. The stylesheet is added from script, which never blocks first paint;
 * if the service cannot be reached the system fallback stack stays in use.
 */
export function loadFont(fontFamily: string | null | undefined, doc: Document = document): void {
  const family = primaryFamily(fontFamily);
  setRootProperty(doc.documentElement, ...fontProperty(fontFamily));
  const href = fontStylesheetUrl(family);
  if (doc.querySelector(`link[data-web-font]`)?.getAttribute('href') === href) return;
  doc.querySelector('link[data-web-font]')?.remove();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.webFont = family;
  doc.head.append(link);
}
