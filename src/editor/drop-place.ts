import { type ListAddress, movedPlace, type TreeRow } from '../machines/page-tree';

/** One drawn component, in page order: its page index and its top and bottom (in the drop target's coordinates). */
export interface DropSpan {
  index: number;
  top: number;
  bottom: number;
}

/**
 * Where a drop puts a component: at place `at` (before the component there) of the page, or of a
 * layout's list `in`, with the line drawn at `line` (across `left`–`right` for a list, else the page).
 */
export interface DropPlace {
  at: number;
  line: number;
  in?: ListAddress;
  left?: number;
  right?: number;
}

/** What a drop means to the page: a place of the page's list, or of a layout's (`in`). */
export type DropTarget = Pick<DropPlace, 'at' | 'in'>;

const PAGE_LIST: ListAddress = { parent: null, list: 0 };

/** The list a drop goes into (the page's own when it names none). */
export const listOf = (target: DropTarget): ListAddress => target.in ?? PAGE_LIST;

/** Whether the component at flat index `from`, dropped at `target`, would stay where it is (or go into itself). */
export const stays = (rows: readonly TreeRow[], from: number, target: DropTarget) =>
  movedPlace(rows, from, { in: listOf(target), at: target.at }) === null;

/** A layout's list under the pointer: its components as drawn (by place) and its box. */
export interface DropList {
  in: ListAddress;
  spans: DropSpan[];
  /** Its length: where a drop goes when nothing of it is drawn. */
  end: number;
  top: number;
  left: number;
  right: number;
}

/**
 * The place a drop at height `y` means: before the first component whose middle is below it, else just
 * after the last one drawn; with nothing drawn, at `end` (the page's end) on the line `emptyLine`.
 * The line sits halfway across the gap between the two neighbours, so it never covers either.
 */
export function dropPlace(spans: readonly DropSpan[], y: number, end: number, emptyLine: number): DropPlace {
  let before: DropSpan | null = null;
  for (const span of spans) {
    if (y < (span.top + span.bottom) / 2) return { at: span.index, line: before ? (before.bottom + span.top) / 2 : span.top };
    before = span;
  }
  return before ? { at: before.index + 1, line: before.bottom } : { at: end, line: emptyLine };
}
