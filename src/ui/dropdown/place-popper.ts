/** Where a popup goes relative to its trigger. */
export interface Placement {
  top: number;
  left: number;
  side: 'bottom' | 'top';
}

interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

/**
 * Places a popup below its trigger, `offset` px away (10 by default), flipping above when it does
 * not fit below but fits above, and keeping it inside the viewport horizontally.
 */
export function placePopper(
  trigger: Box,
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
  offset = 10,
): Placement {
  const fitsBelow = trigger.bottom + offset + popup.height <= viewport.height;
  const fitsAbove = trigger.top - offset - popup.height >= 0;
  const side = !fitsBelow && fitsAbove ? 'top' : 'bottom';
  const top = side === 'bottom' ? trigger.bottom + offset : trigger.top - offset - popup.height;
  const left = Math.min(Math.max(trigger.left, 0), Math.max(viewport.width - popup.width, 0));
  return { top, left, side };
}
