import { useEffect, useState } from 'react';
import { onReflow, type SlotBox, slotBox } from './slot-box';

/**
 * A dashed frame, labelled "Sample content", over each component that still shows the sample content it was added with: drawn over
 * the page like the selection frame, so the page lays out as the store lays it out.
 */
export function SampleFrames({ indexes, version }: { indexes: readonly number[]; version: unknown }) {
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
      className="canvas-sample"
      aria-hidden="true"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
    >
      <span className="canvas-sample-label">Sample content</span>
    </div>
  ));
}
