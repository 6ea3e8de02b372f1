import { useEffect, useRef, type RefObject } from 'react';

/** While `active`, calls `onOutside` when the pointer goes down outside the element (popups close so). */
export function useOutsidePointer(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const handler = useRef(onOutside);
  handler.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) handler.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [ref, active]);
}
