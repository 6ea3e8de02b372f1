import type { Page } from '@playwright/test';
import { IFRAME_HOSTS } from '../../../src/sanitise/sanitise-html';
import { MARKER_HOST } from './payloads';
import { EARLY_TAPS_ID, EARLY_TAPS_SCRIPT } from '../../../contract/early-taps';

/** What shows that a payload ran: calls of the canary, dialogs, and requests it made. */
export interface Hits {
  canary: number[];
  dialogs: string[];
  requests: string[];
}

/**
 * Arms a page: `window.__xss(n)` records n (defined so that markup cannot clobber it); every dialog
 * is recorded and dismissed; a request to the marker host, or a script, frame or object from any
 * other host but the allowed video players, is recorded (the suite's fixture aborts it).
 */
export async function armPage(page: Page): Promise<Hits> {
  const hits: Hits = { canary: [], dialogs: [], requests: [] };
  await page.exposeFunction('__xssReport', (id: number) => {
    hits.canary.push(id);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __xssReport(id: number): void }).__xssReport;
    Object.defineProperty(window, '__xss', { value: (id: number) => report(id), writable: false, configurable: false });
  });
  page.on('dialog', (dialog) => {
    hits.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
    if (
      url.hostname === MARKER_HOST ||
      (!local && ['script', 'document', 'object', 'other'].includes(request.resourceType()) && url.protocol !== 'data:')
    ) {
      // The font stylesheet and the video players the sanitiser allows are the store's own choices.
      if (url.hostname !== 'fonts.googleapis.com' && !IFRAME_HOSTS.has(url.hostname))
        hits.requests.push(`${request.resourceType()} ${request.url().slice(0, 120)}`);
    }
  });
  return hits;
}

/**
 * Fires mouseover, mouseenter, focus and click on every element of the page, the way a shopper's
 * pointer and keyboard would reach them, without leaving the page: navigation (links, forms, the
 * router's history calls, new windows) is cancelled after the element's own handlers have run.
 */
export async function fireEverywhere(page: Page): Promise<number> {
  return page.evaluate(async () => {
    history.pushState = () => undefined;
    history.replaceState = () => undefined;
    window.open = () => null;
    // Registered on window (bubble phase): inline handlers on the element have already run.
    addEventListener('click', (event) => event.preventDefault());
    addEventListener('submit', (event) => event.preventDefault());
    const elements = [...document.querySelectorAll('*')];
    for (const element of elements) {
      for (const type of ['mouseover', 'mouseenter', 'pointerenter'])
        element.dispatchEvent(new MouseEvent(type, { bubbles: type === 'mouseover', cancelable: true }));
      if (element instanceof HTMLElement || element instanceof SVGElement) element.focus?.();
      element.dispatchEvent(new FocusEvent('focus'));
      element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return elements.length;
  });
}

/**
 * What the page holds that could run later: inline handlers, script-bearing URLs, foreign scripts,
 * srcdoc frames, objects, base or refresh tags, clobbered document APIs, and any attribute (other
 * than a link's destination) or style that names the marker host. An empty list is a clean page.
 */
export async function staticFindings(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ marker, earlyTaps }) => {
      const found: string[] = [];
      const describe = (el: Element) => el.outerHTML.slice(0, 140);
      const scriptScheme = /^(javascript|vbscript|data):/i;
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) found.push(`handler ${attr.name}: ${describe(el)}`);
          // Text attributes (alt, aria-label) may show a payload as text, and a link may lead to another
          // site (an owner's choice); nothing may load from the marker host.
          const navigation = attr.name === 'href' && (el.tagName === 'A' || el.tagName === 'AREA');
          const loads = ['src', 'srcset', 'data', 'background', 'poster', 'action', 'formaction', 'style', 'xlink:href', 'href'].includes(
            attr.name.toLowerCase(),
          );
          if (attr.value.includes(marker) && loads && !navigation) found.push(`marker in ${attr.name}: ${describe(el)}`);
          if (
            ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'background', 'poster'].includes(
              attr.name.toLowerCase(),
            )
          ) {
            let protocol: string;
            try {
              protocol = new URL(attr.value, location.href).protocol;
            } catch {
              protocol = '';
            }
            const dataImage = el.tagName === 'IMG' && /^data:image\/(png|gif|jpeg|webp);/i.test(attr.value.trim());
            if ((scriptScheme.test(`${protocol}`) && !dataImage) || attr.name.toLowerCase() === 'srcdoc')
              found.push(`URL ${attr.name}=${attr.value.slice(0, 60)}: ${describe(el)}`);
          }
        }
      }
      for (const script of document.querySelectorAll('script')) {
        const ours =
          (script.type === 'module' && script.src.startsWith(`${location.origin}/assets/`)) ||
          // The one inline script the Content-Security-Policy allows (by its hash): exactly its text, the head's first script.
          (!script.src &&
            !script.type &&
            script.id === earlyTaps.id &&
            script.textContent === earlyTaps.text &&
            document.head.querySelector('script') === script) ||
          (script.type === 'application/json' && (script.id === 'boot' || script.id === 'page-modules')) ||
          (script.type === 'application/ld+json' && script.id === 'page-ld');
        if (!ours) found.push(`script: ${describe(script)}`);
      }
      for (const el of document.querySelectorAll('object, embed, base, meta[http-equiv], frame, frameset, applet'))
        found.push(`element: ${describe(el)}`);
      for (const style of document.querySelectorAll('style')) {
        if (!/url\(|@import|image-set|\\/i.test(style.textContent ?? '')) continue;
        // The app's own built stylesheet, inlined by the server (server/html/inline-stylesheets.ts) before
        // its disabled link, may draw with url(): it is ours when it is exactly that built file.
        const link = style.nextElementSibling;
        const built =
          link instanceof HTMLLinkElement &&
          link.disabled &&
          new URL(link.href).origin === location.origin &&
          new URL(link.href).pathname.startsWith('/assets/')
            ? await (await fetch(link.href)).text()
            : null;
        if (built !== style.textContent) found.push(`style: ${(style.textContent ?? '').slice(0, 100)}`);
      }
      for (const sheet of document.adoptedStyleSheets) {
        for (const rule of sheet.cssRules)
          if (rule.cssText.includes(marker) || /@import/i.test(rule.cssText))
            found.push(`constructed sheet: ${rule.cssText.slice(0, 100)}`);
      }
      const native = (fn: unknown) => typeof fn === 'function' && /\[native code\]/.test(Function.prototype.toString.call(fn));
      if (
        !native(document.getElementById) ||
        !native(document.querySelector) ||
        !native(document.createElement) ||
        typeof document.cookie !== 'string' ||
        !native(window.fetch)
      ) {
        found.push('document API clobbered');
      }
      // Inline handlers look names up on the document first: a named element there would shadow the canary.
      if ('__xss' in document) found.push('document.__xss clobbered');
      return found;
    },
    { marker: MARKER_HOST, earlyTaps: { id: EARLY_TAPS_ID, text: EARLY_TAPS_SCRIPT } },
  );
}
