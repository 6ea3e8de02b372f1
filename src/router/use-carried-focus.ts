import { useLayoutEffect, type RefObject } from 'react';

/** Where focus was in the main area that was just replaced: an element's id or `data-focus-key`. */
let carried: string | null = null;

const keyOf = (element: Element): string | null => element.id || element.getAttribute('data-focus-key');

/**
 * Keeps the keyboard's place when the main area is re-created for a new address (a sort chosen with
 * the arrow keys, a page button): focus moves to the element with the same id or `data-focus-key`
 * in the new main area, when it has one; otherwise it stays where the browser puts it.
 */
export function useCarriedFocus(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = ref.current;
    const key = carried;
    carried = null;
    if (root && key) {
      const target = [...root.querySelectorAll('[id], [data-focus-key]')].find((element) => keyOf(element) === key);
      if (target instanceof HTMLElement) target.focus({ preventScroll: true });
    }
    return () => {
      const active = document.activeElement;
      carried = active && root?.contains(active) ? keyOf(active) : null;
    };
  }, [ref]);
}
