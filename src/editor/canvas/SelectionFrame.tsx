import { useEffect, useState } from 'react';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where a slot's content is on the page (the slot itself has no box: `display: contents`). */
function boxOf(index: number): Box | null {
  const slot = document.querySelector(`[data-editor-index="${index}"]`);
  if (!slot) return null;
  const range = document.createRange();
  range.selectNodeContents(slot);
  const rect = range.getBoundingClientRect();
  if (!rect.width && !rect.height) return null;
  return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, width: rect.width, height: rect.height };
}

/**
 * A frame around the selected component, named, drawn over the page (never inside it, so the page's
 * own layout is untouched); it follows the component as the page reflows, and brings it into view.
 */
export function SelectionFrame({ index, name, version }: { index: number | null; name: string | null; version: unknown }) {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    if (index !== null) document.querySelector(`[data-editor-index="${index}"]`)?.firstElementChild?.scrollIntoView({ block: 'nearest' });
  }, [index]);
  useEffect(() => {
    const measure = () => setBox(index === null ? null : boxOf(index));
    measure();
    // The page reflows as images and component code arrive: the frame follows.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [index, version]);
  if (!box) return null;
  return (
    <div className="canvas-selection" aria-hidden="true" style={{ top: box.top, left: box.left, width: box.width, height: box.height }}>
      <span className="canvas-selection-name">{name}</span>
    </div>
  );
}
