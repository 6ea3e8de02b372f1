import type { ListAddress, TreeRow } from '../machines/page-tree';
import type { DropList, DropPlace, DropSpan } from './drop-place';

/** A row of the outline: a component (by flat index), or the head of a layout's list, where a component can be moved to its start. */
export type OutlineItem =
  | { id: string; kind: 'component'; index: number; depth: number }
  | { id: string; kind: 'list'; parent: number; list: number; depth: number };

/** The rows in the order drawn: each layout followed by each of its lists' head and components. */
export function outlineItems(rows: readonly TreeRow[]): OutlineItem[] {
  const items: OutlineItem[] = [];
  const emit = (index: number) => {
    const row = rows[index] as TreeRow;
    items.push({ id: String(index), kind: 'component', index, depth: row.depth });
    for (let list = 0; list < row.lists; list++) {
      items.push({ id: `list:${index}:${list}`, kind: 'list', parent: index, list, depth: row.depth + 1 });
      rows.forEach((child, at) => child.parent === index && child.list === list && emit(at));
    }
  };
  rows.forEach((row, index) => row.parent === null && emit(index));
  return items;
}

/** An outline row as drawn, in the viewport's coordinates. */
export interface ItemBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The last position of what item `at` holds (its lists' heads and rows, drawn under it), or `at` itself. */
const subtreeEnd = (items: readonly OutlineItem[], at: number) => {
  let end = at;
  while (end + 1 < items.length && (items[end + 1] as OutlineItem).depth > (items[at] as OutlineItem).depth) end++;
  return end;
};

/** The components of one list, by position in `items`, each with where what it holds ends. */
function membersOf(items: readonly OutlineItem[], rows: readonly TreeRow[], list: ListAddress) {
  return items.flatMap((item, at) => {
    if (item.kind !== 'component') return [];
    const row = rows[item.index] as TreeRow;
    return row.parent === list.parent && row.list === list.list ? [{ at, end: subtreeEnd(items, at) }] : [];
  });
}

/**
 * The page's own components as drawn, each from its row to the last row it holds (a layout's lists
 * under it), for placing a drop among them.
 */
export function pageSpans(items: readonly OutlineItem[], rows: readonly TreeRow[], boxes: readonly ItemBox[]): DropSpan[] {
  return membersOf(items, rows, { parent: null, list: 0 }).map(({ at, end }, index) => ({
    index,
    top: (boxes[at] as ItemBox).top,
    bottom: (boxes[end] as ItemBox).bottom,
  }));
}

/**
 * The innermost layout's list whose rows (its head, its components and what they hold) are under
 * height `y`, as a place to drop into; null over the page's own rows. The head takes a drop to the
 * list's start; an empty list's line is drawn under its head.
 */
export function listUnder(items: readonly OutlineItem[], rows: readonly TreeRow[], boxes: readonly ItemBox[], y: number): DropList | null {
  let found: DropList | null = null;
  let depth = -1;
  for (const [at, item] of items.entries()) {
    if (item.kind !== 'list' || item.depth <= depth) continue;
    const head = boxes[at] as ItemBox;
    const address = { parent: item.parent, list: item.list };
    const members = membersOf(items, rows, address);
    const last = members.at(-1);
    const bottom = last ? (boxes[last.end] as ItemBox).bottom : head.bottom;
    if (y < head.top || y > bottom) continue;
    depth = item.depth;
    found = {
      in: address,
      spans: members.map(({ at: from, end }, index) => ({
        index,
        top: (boxes[from] as ItemBox).top,
        bottom: (boxes[end] as ItemBox).bottom,
      })),
      end: members.length,
      top: head.bottom,
      left: head.left,
      right: head.right,
    };
  }
  return found;
}

/**
 * Which row shows the line of a drop at `place`: the component now there ("before"), else the last
 * row of the list's last component, with all it holds ("after"), else an empty list's head ("after").
 */
export function dropMark(
  items: readonly OutlineItem[],
  rows: readonly TreeRow[],
  place: Pick<DropPlace, 'at' | 'in'>,
): { id: string; side: 'before' | 'after' } | null {
  const list = place.in ?? { parent: null, list: 0 };
  const members = membersOf(items, rows, list);
  const there = members[place.at];
  if (there) return { id: (items[there.at] as OutlineItem).id, side: 'before' };
  const last = members.at(-1);
  if (last) return { id: (items[last.end] as OutlineItem).id, side: 'after' };
  const head = items.find((item) => item.kind === 'list' && item.parent === list.parent && item.list === list.list);
  return head ? { id: head.id, side: 'after' } : null;
}
