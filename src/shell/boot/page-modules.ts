import { PAGE_MODULES_ID } from '../../../contract/boot-payload';
import { nextTask } from './next-task';

const SAME_ORIGIN_ASSET = /^\/assets\/[\w.-]+\.js$/;
// Starting one load costs a few milliseconds of main-thread time: two per task keeps each task short.
const BATCH = 2;

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
 * Loads the modules in parallel, so that the renderers are in when hydration reaches them; settles
 * when every one has loaded or failed (a failed renderer shows its own error where it is used).
 */
export async function loadModules(
  hrefs: readonly string[],
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (let at = 0; at < hrefs.length; at += BATCH) {
    loads.push(...hrefs.slice(at, at + BATCH).map(load));
    await nextTask();
  }
  await Promise.allSettled(loads);
}
