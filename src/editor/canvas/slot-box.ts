import type { DropList, DropSpan } from '../drop-place';

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
  // Cut to the page's width: a slider's slides waiting off to the right would carry the frame, and its label, out of sight.
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, document.documentElement.clientWidth);
  return { top: rect.top + window.scrollY, left: left + window.scrollX, width: Math.max(right - left, 0), height: rect.height };
}

/** Calls `measure` now and whenever the page reflows (images and component code arrive); returns the stop. */
export function onReflow(measure: () => void): () => void {
  measure();
  const resized = new ResizeObserver(measure);
  // The body alone misses a component growing inside a page shorter than the frame (the body keeps its
  // size), so each component's own boxes are watched too, again as component code replaces placeholders.
  const watch = () => {
    for (const element of [document.body, ...document.querySelectorAll('main, [data-editor-index] > *')]) resized.observe(element);
  };
  watch();
  const drawn = new MutationObserver(() => {
    watch();
    measure();
  });
  drawn.observe(document.body, { childList: true, subtree: true });
  return () => {
    resized.disconnect();
    drawn.disconnect();
  };
}

/** The components drawn on the page (not inside layouts), in order, with their places and their tops and bottoms in the viewport (for placing a drop). */
export function slotSpans(): DropSpan[] {
  return [...document.querySelectorAll('[data-editor-top]')].flatMap((slot) => {
    const range = document.createRange();
    range.selectNodeContents(slot);
    const rect = range.getBoundingClientRect();
    return rect.width || rect.height ? [{ index: Number(slot.getAttribute('data-editor-top')), top: rect.top, bottom: rect.bottom }] : [];
  });
}

/** The box a slot's content takes (the slot itself has none), in the viewport. */
const contentRect = (slot: Element) => {
  const range = document.createRange();
  range.selectNodeContents(slot);
  return range.getBoundingClientRect();
};

/**
 * The innermost layout's list under a point of the viewport: the element holding its components (a
 * column), their places and boxes, for a drop into it. Its components' slots, or an empty list's
 * placeholder, name the list (`data-editor-parent`, `data-editor-list`).
 */
export function listAt(x: number, y: number): DropList | null {
  let found: DropList | null = null;
  let area = Infinity;
  const seen = new Set<Element>();
  for (const member of document.querySelectorAll('[data-editor-parent]')) {
    const holder = member.parentElement;
    if (!holder || seen.has(holder)) continue;
    seen.add(holder);
    const box = holder.getBoundingClientRect();
    if (x < box.left || x > box.right || y < box.top || y > box.bottom || box.width * box.height >= area) continue;
    const members = [...holder.children].filter((child) => child.hasAttribute('data-editor-parent'));
    const spans = members.flatMap((slot) => {
      const at = slot.getAttribute('data-editor-at');
      const rect = contentRect(slot);
      return at !== null && (rect.width || rect.height) ? [{ index: Number(at), top: rect.top, bottom: rect.bottom }] : [];
    });
    area = box.width * box.height;
    found = {
      in: { parent: Number(member.getAttribute('data-editor-parent')), list: Number(member.getAttribute('data-editor-list')) },
      spans,
      end: spans.length,
      top: box.top,
      left: box.left,
      right: box.right,
    };
  }
  return found;
}
