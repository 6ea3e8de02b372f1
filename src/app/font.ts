import { setRootProperty } from './set-root-property';

/** The web-font service (Google Fonts' CSS API). */
export const FONT_SERVICE = 'https://fonts.googleapis.com/css2';
const DEFAULT_FAMILY = 'Inter';

/** The first family of a CSS font list, unquoted; Inter when none is usable. */
export function primaryFamily(fontFamily: string | null | undefined): string {
  const first = (fontFamily ?? '').split(',')[0]?.trim().replace(/^["']|["']$/g, '').trim() ?? '';
  return /^[A-Za-z0-9 ]{1,60}$/.test(first) ? first : DEFAULT_FAMILY;
}

/** Stylesheet URL of a family in weights 400–800 with `display=swap`. */
export function fontStylesheetUrl(family: string): string {
  return `${FONT_SERVICE}?family=${family.trim().replace(/ +/g, '+')}:wght@400;500;600;700;800&display=swap`;
}

/** The `--font-family` property for a website's font: its primary family, then the system stack. */
export function fontProperty(fontFamily: string | null | undefined): [string, string] {
  return ['--font-family', `"${primaryFamily(fontFamily)}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`];
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
