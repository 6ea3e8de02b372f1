import type { DropShown } from '../use-component-drop';

/** The line where a component being dragged over the page would go, across the page's main area or a layout's list, with what the drop does. */
export function DropLine({ shown }: { shown: DropShown | null }) {
  if (!shown) return null;
  // Across the layout's list it goes into, else across the page's main area.
  const main = document.querySelector('main')?.getBoundingClientRect();
  const left = Math.max(shown.place.left ?? main?.left ?? 0, 0);
  const right = Math.min(shown.place.right ?? main?.right ?? window.innerWidth, document.documentElement.clientWidth);
  return (
    <div className="canvas-drop" aria-hidden="true" style={{ top: shown.place.line, left, width: Math.max(right - left, 0) }}>
      <span className="canvas-drop-label">{shown.kind === 'add' ? 'Add it here' : 'Move it here'}</span>
    </div>
  );
}
