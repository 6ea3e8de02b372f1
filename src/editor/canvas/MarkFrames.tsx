import { useEffect, useState } from 'react';
import { onReflow, type SlotBox, slotBox } from './slot-box';

/**
 * A dashed frame with a label over each component at `indexes` (sample content, or data that needs
 * fixing): drawn over the page like the selection frame, so the page lays out as the store lays it out.
 */
export function MarkFrames({
  indexes,
  label,
  tone,
  version,
}: {
  indexes: readonly number[];
  label: string;
  tone: 'sample' | 'fixing';
  version: unknown;
}) {
  const [boxes, setBoxes] = useState<{ index: number; box: SlotBox }[]>([]);
  useEffect(
    () =>
      onReflow(() =>
        setBoxes(
          indexes.flatMap((index) => {
            const box = slotBox(index);
            return box ? [{ index, box }] : [];
          }),
        ),
      ),
    [indexes, version],
  );
  return boxes.map(({ index, box }) => (
    <div
      key={index}
      className={`canvas-mark canvas-${tone}`}
      aria-hidden="true"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
    >
      <span className="canvas-mark-label">{label}</span>
    </div>
  ));
}
