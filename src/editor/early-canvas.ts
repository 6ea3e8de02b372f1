import type { CanvasMessage } from './canvas/canvas-messages';

/** The page the editor frames: the store's own code showing the page being made (server/routes/page-editor-app.ts). */
export const CANVAS_URL = '/page-builder/canvas';

/** The preview's frame started before the editor knew who is signed in, and whether its canvas has said it listens. */
export interface EarlyCanvas {
  frame: HTMLIFrameElement;
  ready: boolean;
}

let early: EarlyCanvas | null = null;

/** A parent that can take a node without reloading a frame in it (`Element.moveBefore`: Chromium since 133), where the browser has it. */
type MovingParent = Element & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * Starts the preview's frame with the editor's first code, off screen: its own code, the store's init and
 * shell load while the editor asks who is signed in and for the page, where they used to wait for the
 * editor to be drawn. The preview's frame takes it (`earlyCanvas`, `moveFrameInto`); only where a frame can be moved
 * without reloading it, since a moved frame otherwise starts again. Once per editor.
 */
export function startCanvasEarly(): void {
  if (early || typeof (document.body as MovingParent).moveBefore !== 'function') return;
  const frame = document.createElement('iframe');
  frame.className = 'editor-canvas-early';
  frame.title = 'Preview';
  // Unseen and out of reach (focus, assistive technology) until the editor shows it.
  frame.inert = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = CANVAS_URL;
  const started: EarlyCanvas = { frame, ready: false };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || (event.data as CanvasMessage | null)?.type !== 'canvas:ready') return;
    started.ready = true;
    window.removeEventListener('message', onMessage);
  };
  window.addEventListener('message', onMessage);
  document.body.append(frame);
  early = started;
}

/** The frame `startCanvasEarly` started while it has not been moved into the editor (null where none was started). */
export const earlyCanvas = (): EarlyCanvas | null => early;

/** Puts the early frame into `parent` as its last child, keeping what it has loaded; it is the editor's from then on. */
export function moveFrameInto(parent: Element, frame: HTMLIFrameElement): void {
  if (early?.frame === frame) early = null;
  (parent as MovingParent).moveBefore?.(frame, null);
  frame.removeAttribute('class');
  frame.removeAttribute('aria-hidden');
  frame.inert = false;
}
