import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageData } from '../../contract/page-data';
import type { WebsiteSettings } from '../../contract/website-settings';
import {
  type CanvasLayout,
  type CanvasMarks,
  type CanvasMessage,
  type CanvasViolation,
  messageFrom,
  NO_MARKS,
  type ShowPage,
} from './canvas/canvas-messages';
import type { ComponentDrop } from './drag-data';
import type { DropTarget } from './drop-place';
import { CANVAS_URL, earlyCanvas, moveFrameInto } from './early-canvas';

/** The widths the canvas previews the page at: the phone and desktop widths the store is tested at. */
export const VIEWPORTS = { phone: 390, tablet: 768, desktop: 1280 } as const;
export type Viewport = keyof typeof VIEWPORTS;

/**
 * The page previewed by the store's own code in a frame (/page-builder/canvas) at the chosen width,
 * scaled down to fit the stage when it is narrower; the frame is sent the page on every change.
 */
export function CanvasFrame({
  path,
  page,
  selected,
  selectedTitle = null,
  marks = NO_MARKS,
  settings,
  popupPreview = 0,
  dragging = false,
  canEdit = false,
  viewport,
  onSelect,
  onDrop,
  onKey,
  onChecked,
}: {
  path: string;
  page: PageData | null;
  selected: number | null;
  selectedTitle?: string | null;
  /** Sample content, and data that needs fixing (memoised: a new object sends the page again). */
  marks?: CanvasMarks;
  settings: WebsiteSettings | null;
  popupPreview?: number;
  /** A component is being dragged (the canvas holds its checks). */
  dragging?: boolean;
  /** The owner may edit: components can be dragged onto the preview and moved on it. */
  canEdit?: boolean;
  viewport: Viewport;
  onSelect: (index: number | null) => void;
  /** A component dropped on the preview: a place of the page, or of a layout's list. */
  onDrop?: (target: DropTarget, drop: ComponentDrop) => void;
  onKey: (key: 'UNDO' | 'REDO') => void;
  /** What axe found on the page as the canvas shows it, each time it has changed and settled. */
  onChecked?: (violations: CanvasViolation[], layout: CanvasLayout) => void;
}) {
  // The frame started with the editor's first code, when there is one (early-canvas.ts): it is further on.
  const [early] = useState(earlyCanvas);
  const frame = useRef<HTMLIFrameElement>(early?.frame ?? null);
  const holder = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (early && holder.current) moveFrameInto(holder.current, early.frame);
  }, [early]);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const handlers = useRef({ onSelect, onKey, onChecked, onDrop });
  useEffect(() => {
    handlers.current = { onSelect, onKey, onChecked, onDrop };
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = messageFrom<CanvasMessage>(event, frame.current?.contentWindow ?? null, [
        'canvas:ready',
        'canvas:select',
        'canvas:key',
        'canvas:checked',
        'canvas:drop',
      ]);
      if (message?.type === 'canvas:ready') setReady(true);
      else if (message?.type === 'canvas:select') handlers.current.onSelect(message.index);
      else if (message?.type === 'canvas:key') handlers.current.onKey(message.key);
      else if (message?.type === 'canvas:checked') handlers.current.onChecked?.(message.violations, message.layout);
      else if (message?.type === 'canvas:drop')
        handlers.current.onDrop?.(message.in ? { at: message.at, in: message.in } : { at: message.at }, message.drop);
    };
    window.addEventListener('message', onMessage);
    // An early frame may have said so before this listened.
    if (early?.ready) setReady(true);
    return () => window.removeEventListener('message', onMessage);
  }, [early]);

  useEffect(() => {
    if (!ready || !page) return;
    const message: ShowPage = {
      type: 'editor:page',
      path,
      page,
      selected,
      selectedTitle,
      marks,
      settings,
      popupPreview,
      dragging,
      canEdit,
    };
    frame.current?.contentWindow?.postMessage(message, location.origin);
  }, [ready, path, page, selected, selectedTitle, marks, settings, popupPreview, dragging, canEdit]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(
      ([entry]) => entry && setRoom({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = VIEWPORTS[viewport];
  const scale = room.width > 0 ? Math.min(1, room.width / width) : 1;
  // Whole pixels: a frame half a pixel taller blends its last row with the stage (seen under a dark band).
  const height = Math.floor(Math.max(room.height / scale, 400));
  const title = `Preview of ${path}`;
  const transform = scale < 1 ? `scale(${scale})` : '';
  // The early frame is not React's: it is given what the drawn one would be.
  useLayoutEffect(() => {
    if (!early) return;
    early.frame.title = title;
    Object.assign(early.frame.style, { width: `${width}px`, height: `${height}px`, transform });
  }, [early, title, width, height, transform]);
  return (
    <div ref={stage} className="editor-canvas-room">
      <div ref={holder} className="editor-canvas" style={{ width: width * scale, height: height * scale }}>
        {early ? null : <iframe ref={frame} title={title} src={CANVAS_URL} style={{ width, height, transform: transform || undefined }} />}
      </div>
      {!page ? (
        <p className="editor-canvas-wait" role="status">
          Opening the page…
        </p>
      ) : null}
    </div>
  );
}
