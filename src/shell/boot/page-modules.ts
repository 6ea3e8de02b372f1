import { PAGE_MODULES_ID } from '../../../contract/boot-payload';
import { nextTask } from './next-task';

const SAME_ORIGIN_ASSET = /^\/assets\/[\w.-]+\.js$/;

/** The module URLs the server listed for this page: same-origin `/assets/` scripts only. */
export function readPageModules(doc: Document): string[] {
  try {
    const list: unknown = JSON.parse(doc.getElementById(PAGE_MODULES_ID)?.textContent || '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string' && SAME_ORIGIN_ASSET.test(href)) : [];
  } catch {
    return [];
  }
}

/**
 * Starts fetching the modules, all at once, without evaluating them (`<link rel="modulepreload">`):
 * evaluating them is `evaluateInTurn`'s.
 */
export function preloadModules(doc: Document, hrefs: readonly string[]): void {
  const listed = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  for (const href of hrefs) {
    if (listed.has(href)) continue;
    listed.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Evaluates the modules in the order given, each in a task of its own, and settles when every one has
 * loaded or failed (a failed renderer shows its own error where it is used). The server lists a page's
 * chunks each after what it imports, so that each task evaluates one chunk: one `import()` of the
 * first chunk evaluated every chunk it reached in one task, 40–140 ms on a 2-core machine.
 */
export async function evaluateInTurn(
  hrefs: readonly string[],
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  for (const href of hrefs) {
    await load(href).catch(() => undefined);
    await nextTask();
  }
}
