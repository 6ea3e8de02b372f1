import { useEffect, type RefObject } from 'react';

/**
 * Shows a <dialog> as a modal (focus trapped, page inert, focus restored on close) while `shown`,
 * and closes it otherwise. Where showModal is missing (jsdom) the open attribute stands in.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, shown: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (shown && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!shown && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [ref, shown]);
}
