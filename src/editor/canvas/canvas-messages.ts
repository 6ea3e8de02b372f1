import type { PageData } from '../../../contract/page-data';
import type { WebsiteSettings } from '../../../contract/website-settings';
import type { ComponentDrop } from '../drag-data';
import type { ListAddress } from '../../machines/page-tree';

/** The editor tells the canvas what to show: the page at `path` as it is being made, the selection, and the website's settings as they are being made. */
export interface ShowPage {
  type: 'editor:page';
  path: string;
  page: PageData;
  selected: number | null;
  /** What the selected component is, in the owner's words ("Product carousel"): the selection's frame is labelled with it. */
  selectedTitle: string | null;
  marks: CanvasMarks;
  /** Null: the settings the store serves. */
  settings: WebsiteSettings | null;
  /** Each new number plays the popup once, with its timing (0: no popup). */
  popupPreview: number;
  /** A component is being dragged: the accessibility check waits for the drop (on a long page it would take frames from the drag). */
  dragging: boolean;
  /** The owner may edit: components can be dragged onto the page and moved on it. */
  canEdit: boolean;
}

/** What the canvas marks on the page's components (by index). */
export interface CanvasMarks {
  /** Still showing sample content: framed as such. */
  samples: readonly number[];
  /** Data that fails the component's schema: drawn as it last passed, so the page does not jump while the owner types. */
  broken: readonly number[];
  /** Broken, and the owner has been told (a just-added item's errors wait): framed "Needs fixing". */
  fixing: readonly number[];
}

/** No marks. */
export const NO_MARKS: CanvasMarks = { samples: [], broken: [], fixing: [] };

/** One accessibility problem axe found on the canvas, with where each of its nodes is. */
export interface CanvasViolation {
  /** axe's rule (image-alt, link-name, color-contrast …). */
  id: string;
  impact: string;
  help: string;
  nodes: {
    /** The component the node is in (its index), or null outside components. */
    index: number | null;
    area: 'component' | 'header' | 'footer' | 'page';
    html: string;
    /** axe's first suggestion for the node. */
    summary: string;
  }[];
}

/**
 * The canvas tells the editor it listens, what was clicked (null: nothing selectable), Undo or Redo
 * pressed in it, what axe finds once it has drawn a page, and a component dropped on it (at place `at`
 * of the page, or of the layout's list `in`).
 */
export type CanvasMessage =
  | { type: 'canvas:ready' }
  | { type: 'canvas:select'; index: number | null }
  | { type: 'canvas:drop'; at: number; in?: ListAddress; drop: ComponentDrop }
  | { type: 'canvas:key'; key: 'UNDO' | 'REDO' }
  | { type: 'canvas:checked'; violations: CanvasViolation[]; layout: CanvasLayout };

/** Where the page's own components (by place, a layout with what it holds) are drawn on the canvas (CSS px from the page's top) at the width it shows. */
export interface CanvasLayout {
  width: number;
  slots: { index: number; top: number }[];
}

/** Undo or Redo for a key press (Ctrl or ⌘ with Z, Shift for Redo; Ctrl+Y), or null. */
export function undoKey(event: KeyboardEvent): 'UNDO' | 'REDO' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'REDO' : 'UNDO';
  return key === 'y' && !event.shiftKey ? 'REDO' : null;
}

/**
 * A message from the other side of the frame, or null: only from `source` on this origin, and only of
 * the shapes above (anything else in the window's messages, a browser extension's, is ignored).
 */
export function messageFrom<T extends { type: string }>(
  event: MessageEvent,
  source: MessageEventSource | null,
  types: readonly T['type'][],
): T | null {
  if (event.origin !== location.origin || !source || event.source !== source) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || !types.includes((data as { type: unknown }).type as T['type'])) return null;
  return data as T;
}
