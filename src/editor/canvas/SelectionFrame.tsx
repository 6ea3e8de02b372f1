import { useEffect, useState } from 'react';
import { onReflow, type SlotBox, slotBox } from './slot-box';

/**
 * A frame around the selected component, named, drawn over the page (never inside it, so the page's
 * own layout is untouched); it follows the component as the page reflows, and brings it into view.
 */
export function SelectionFrame({ index, name, version }: { index: number | null; name: string | null; version: unknown }) {
  const [box, setBox] = useState<SlotBox | null>(null);
  useEffect(() => {
    if (index !== null) document.querySelector(`[data-editor-index="${index}"]`)?.firstElementChild?.scrollIntoView({ block: 'nearest' });
  }, [index]);
  useEffect(() => onReflow(() => setBox(index === null ? null : slotBox(index))), [index, version]);
  if (!box) return null;
  return (
    <div className="canvas-selection" aria-hidden="true" style={{ top: box.top, left: box.left, width: box.width, height: box.height }}>
      <span className="canvas-selection-name">{name}</span>
    </div>
  );
}
