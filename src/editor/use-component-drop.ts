import { useEffect, useRef, useState } from 'react';
import { carriedComponent, carriedKind, type ComponentDrop } from './drag-data';
import { type DropList, dropPlace, type DropPlace, type DropSpan } from './drop-place';

/** Where a component dragged over a drop target would go (null: nowhere), and what the drag does. */
export interface DropShown {
  place: DropPlace;
  kind: ComponentDrop['kind'];
}

/**
 * Makes `target` (an element, or a whole document) take components dragged onto it: while one is over
 * it, the place it would go (from `spans`, the components as drawn, in the viewport's coordinates, or
 * within the layout's list under the pointer that `list` finds); at the drop, `onDrop` with that
 * place. A move that `stays` says would leave the component where it is shows no place and drops
 * nothing. Enter and leave are counted, as they fire for every element crossed.
 */
export function useComponentDrop({
  target,
  spans,
  end,
  emptyLine = () => 0,
  list = () => null,
  stays,
  enabled,
  onDrop,
}: {
  target: () => HTMLElement | Document | null;
  spans: () => DropSpan[];
  /** The page's length: where a drop goes when nothing is drawn. */
  end: number;
  emptyLine?: () => number;
  /** The layout's list at a point of the viewport, where a drop there goes instead of among the page's components. */
  list?: (x: number, y: number) => DropList | null;
  /** Whether the component at flat index `from`, dropped at `place`, would stay where it is. */
  stays: (from: number, place: DropPlace) => boolean;
  enabled: boolean;
  onDrop: (place: DropPlace, drop: ComponentDrop) => void;
}): DropShown | null {
  const [shown, setShown] = useState<DropShown | null>(null);
  const options = useRef({ spans, end, emptyLine, list, stays, onDrop });
  useEffect(() => {
    options.current = { spans, end, emptyLine, list, stays, onDrop };
  });

  useEffect(() => {
    const element = target();
    if (!element || !enabled) return;
    const document = element instanceof Document ? element : element.ownerDocument;
    let depth = 0;
    // A move's own index is readable only at the drag's start (in this document: moves start in it).
    let moving: number | null = null;
    const placeAt = (event: DragEvent, kind: ComponentDrop['kind']): DropPlace | null => {
      const { spans, end, emptyLine, list, stays } = options.current;
      const inner = list(event.clientX, event.clientY);
      const place: DropPlace = inner
        ? { ...dropPlace(inner.spans, event.clientY, inner.end, inner.top), in: inner.in, left: inner.left, right: inner.right }
        : dropPlace(spans(), event.clientY, end, emptyLine());
      return kind === 'move' && moving !== null && stays(moving, place) ? null : place;
    };
    const same = (a: DropShown | null, b: DropShown | null) =>
      a?.kind === b?.kind &&
      a?.place.at === b?.place.at &&
      a?.place.line === b?.place.line &&
      a?.place.in?.parent === b?.place.in?.parent &&
      a?.place.in?.list === b?.place.in?.list;
    const show = (next: DropShown | null) => setShown((before) => (same(before, next) ? before : next));
    const reset = () => {
      depth = 0;
      moving = null;
      show(null);
    };
    const onStart = (event: Event) => {
      const drop = carriedComponent((event as DragEvent).dataTransfer);
      moving = drop?.kind === 'move' ? drop.from : null;
    };
    // A component drag's kind and place (its default prevented: the browser then lets it drop here); null for any other drag.
    const placing = (event: Event) => {
      const drag = event as DragEvent;
      const kind = carriedKind(drag.dataTransfer);
      if (!kind) return null;
      event.preventDefault();
      return { transfer: drag.dataTransfer, kind, place: placeAt(drag, kind) };
    };
    const onOver = (event: Event) => {
      const drag = placing(event);
      if (!drag) return;
      const { transfer, kind, place } = drag;
      if (transfer) transfer.dropEffect = place ? (kind === 'add' ? 'copy' : 'move') : 'none';
      show(place ? { place, kind } : null);
    };
    // Entering an element places the drop too: Chromium fires no dragover on the move that enters it.
    const onEnter = (event: Event) => {
      if (!carriedKind((event as DragEvent).dataTransfer)) return;
      depth += 1;
      onOver(event);
    };
    const onLeave = (event: Event) => {
      if (!carriedKind((event as DragEvent).dataTransfer)) return;
      depth -= 1;
      if (depth <= 0) {
        depth = 0;
        show(null);
      }
    };
    const onDropped = (event: Event) => {
      const drag = placing(event);
      if (!drag) return;
      const drop = carriedComponent(drag.transfer);
      reset();
      if (drag.place && drop) options.current.onDrop(drag.place, drop);
    };
    const listeners: [EventTarget, string, (event: Event) => void][] = [
      [document, 'dragstart', onStart],
      [document, 'dragend', reset],
      [element, 'dragenter', onEnter],
      [element, 'dragover', onOver],
      [element, 'dragleave', onLeave],
      [element, 'drop', onDropped],
    ];
    for (const [on, type, listener] of listeners) on.addEventListener(type, listener);
    return () => {
      for (const [on, type, listener] of listeners) on.removeEventListener(type, listener);
      setShown(null);
    };
  }, [target, enabled]);

  return shown;
}
