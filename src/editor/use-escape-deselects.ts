import { useEffect } from 'react';

/** Controls where Escape has a meaning of its own (closing a list, undoing typing in some browsers). */
const OWN_ESCAPE = 'input, textarea, select, [contenteditable="true"], dialog[open]';

/**
 * Escape deselects the selected component, so the panel shows the page's own settings, and puts the
 * focus on that panel (the form it was in is gone). Left alone in a field, a dialog or a drag, where
 * Escape already means something.
 */
export function useEscapeDeselects(active: boolean, deselect: () => void, panel: () => HTMLElement | null): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(OWN_ESCAPE)) return;
      deselect();
      panel()?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, deselect, panel]);
}
