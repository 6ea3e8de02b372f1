import { useEffect } from 'react';
import type { CanvasLayout, CanvasViolation } from './canvas-messages';

/** Where each of the page's own components starts, by place (a slot adds no box: its first child's top). */
function layoutOf(root: Element): CanvasLayout {
  const slots = [...root.querySelectorAll('[data-editor-top]')].flatMap((slot) => {
    const box = slot.firstElementChild?.getBoundingClientRect();
    return box ? [{ index: Number(slot.getAttribute('data-editor-top')), top: box.top + window.scrollY }] : [];
  });
  return { width: window.innerWidth, slots };
}
import { checkPage } from './check-page';

/** How long the page must stay still before it is checked again (typing changes it at every key). */
const SETTLE_MS = 700;

/** The check under way, if any: axe runs one at a time in a document, and a drag ends before its check has. */
let underWay: Promise<unknown> = Promise.resolve();

/**
 * Checks the page with axe (and measures where its components are) whenever it has changed and settled (fields typed, products arrived, a
 * component added), one check at a time, and hands each result on. While not `active` (nothing shown, or a drag under way) no check
 * starts, and a running one skips its contrast pass and its result is dropped; becoming active again checks the page once it has settled.
 */
export function usePageChecks(active: boolean, onChecked: (violations: CanvasViolation[], layout: CanvasLayout) => void): void {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let again = false;
    let stopped = false;
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        await underWay;
        const root = document.querySelector('.store-content');
        if (!root || stopped) return;
        const check = checkPage(root, () => !stopped);
        underWay = check.catch(() => null);
        const violations = await check;
        if (violations && !stopped) onChecked(violations, layoutOf(root));
      } finally {
        running = false;
        if (again && !stopped) {
          again = false;
          void run();
        }
      }
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), SETTLE_MS);
    };
    // The selection frame moves with the selection: that is not the page changing.
    const observer = new MutationObserver((records) => {
      if (records.some((record) => !(record.target instanceof Element && record.target.closest('.canvas-selection')))) later();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    later();
    return () => {
      stopped = true;
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [active, onChecked]);
}
