import { useEffect, useRef, useState } from 'react';
import { carriedComponent, carriedKind, type ComponentDrop } from './drag-data';
import { dropPlace, type DropPlace, type DropSpan, movedTo } from './drop-place';

/** Where a component dragged over a drop target would go (null: nowhere), and what the drag does. */
export interface DropShown {
  place: DropPlace;
  kind: ComponentDrop['kind'];
}

/**
 * Makes `target` (an element, or a whole document) take components dragged onto it: while one is over
 * it, the place it would go (from `spans`, the components as drawn, in the viewport's coordinates);
 * at the drop, `onDrop` with that place. A move that would leave the component where it is shows no
 * place and drops nothing. Enter and leave are counted, as they fire for every element crossed.
 */
export function useComponentDrop({
  target,
  spans,
  end,
  emptyLine = () => 0,
  enabled,
  onDrop,
}: {
  target: () => HTMLElement | Document | null;
  spans: () => DropSpan[];
  /** The page's length: where a drop goes when nothing is drawn. */
  end: number;
  emptyLine?: () => number;
  enabled: boolean;
  onDrop: (at: number, drop: ComponentDrop) => void;
}): DropShown | null {
  const [shown, setShown] = useState<DropShown | null>(null);
  const options = useRef({ spans, end, emptyLine, onDrop });
  useEffect(() => {
    options.current = { spans, end, emptyLine, onDrop };
  });

  useEffect(() => {
    const element = target();
    if (!element || !enabled) return;
    const document = element instanceof Document ? element : element.ownerDocument;
    let depth = 0;
    // A move's own index is readable only at the drag's start (in this document: moves start in it).
    let moving: number | null = null;
    const placeAt = (event: DragEvent, kind: ComponentDrop['kind']): DropPlace | null => {
      const { spans, end, emptyLine } = options.current;
      const place = dropPlace(spans(), event.clientY, end, emptyLine());
      return kind === 'move' && moving !== null && movedTo(moving, place.at) === null ? null : place;
    };
    const show = (next: DropShown | null) =>
      setShown((before) =>
        before?.kind === next?.kind && before?.place.at === next?.place.at && before?.place.line === next?.place.line ? before : next,
      );
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
      if (drag.place && drop) options.current.onDrop(drag.place.at, drop);
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
