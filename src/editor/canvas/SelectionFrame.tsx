import { useEffect, useState } from 'react';
import { REVEAL_EVENT } from '../../../registry/slot-context';
import { carryPlacedComponent } from '../drag-data';
import { onReflow, type SlotBox, slotBox } from './slot-box';

/**
 * A frame around the selected component, named, drawn over the page (never inside it, so the page's
 * own layout is untouched); it follows the component as the page reflows, and brings it into view.
 * When the owner may edit, the name is a handle: dragged, it moves the component (the outline's
 * handles are the keyboard's way).
 */
export function SelectionFrame({
  index,
  name,
  canMove,
  version,
}: {
  index: number | null;
  name: string | null;
  canMove: boolean;
  version: unknown;
}) {
  const [box, setBox] = useState<SlotBox | null>(null);
  useEffect(() => {
    const slot = index === null ? null : document.querySelector(`[data-editor-index="${index}"]`);
    if (!slot) return;
    // A component in a hidden tab: its tab is shown first, then it is brought into view.
    slot.dispatchEvent(new Event(REVEAL_EVENT, { bubbles: true }));
    const frame = requestAnimationFrame(() => slot.firstElementChild?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [index]);
  useEffect(() => onReflow(() => setBox(index === null ? null : slotBox(index))), [index, version]);
  if (!box) return null;
  return (
    <div className="canvas-selection" aria-hidden="true" style={{ top: box.top, left: box.left, width: box.width, height: box.height }}>
      {canMove && index !== null ? (
        <span
          className="canvas-selection-name"
          draggable="true"
          title="Drag to move it"
          onDragStart={(event) => carryPlacedComponent(event.dataTransfer, index)}
        >
          ⠿ {name}
        </span>
      ) : (
        <span className="canvas-selection-name">{name}</span>
      )}
    </div>
  );
}
