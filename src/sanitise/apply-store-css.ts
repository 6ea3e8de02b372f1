import { sanitiseCss } from './sanitise-css';

const sheets = new Map<string, CSSStyleSheet | HTMLStyleElement>();

/**
 * Applies sanitised store CSS under a slot name ('site' for webPageCss, 'page' for page css) as a
 * stylesheet object; where constructable stylesheets are missing, a style element's textContent.
 */
export function applyStoreCss(slot: string, css: string, doc: Document = document): void {
  const safe = sanitiseCss(css);
  const existing = sheets.get(slot);
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in doc && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = existing instanceof CSSStyleSheet ? existing : new CSSStyleSheet();
    sheet.replaceSync(safe);
    if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    sheets.set(slot, sheet);
    return;
  }
  const style = existing instanceof HTMLStyleElement ? existing : doc.head.appendChild(doc.createElement('style'));
  style.dataset.storeCss = slot;
  style.textContent = safe;
  sheets.set(slot, style);
}
