/** Where a component is drawn on the page. */
export interface SlotBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where a slot's content is on the page (the slot itself has no box: `display: contents`), or null when it draws nothing. */
export function slotBox(index: number): SlotBox | null {
  const slot = document.querySelector(`[data-editor-index="${index}"]`);
  if (!slot) return null;
  const range = document.createRange();
  range.selectNodeContents(slot);
  const rect = range.getBoundingClientRect();
  if (!rect.width && !rect.height) return null;
  return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, width: rect.width, height: rect.height };
}

/** Calls `measure` now and whenever the page reflows (images and component code arrive); returns the stop. */
export function onReflow(measure: () => void): () => void {
  measure();
  const observer = new ResizeObserver(measure);
  observer.observe(document.body);
  return () => observer.disconnect();
}
