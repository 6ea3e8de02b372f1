import { childLists, MAX_LAYOUT_DEPTH, withChildLists } from '../../contract/component-tree';
import type { PageComponent } from '../../contract/page-data';

/**
 * The editor addresses a page's components by their place in the tree read parents first (a flat
 * index): the page's first component is 0, a section holding two is 1 with them at 2 and 3, the next
 * one on the page 4. Selection, dragging and edits all use it, so a page without layouts numbers its
 * components as before.
 */

/** One component in the tree, parents first. */
export interface TreeRow {
  component: PageComponent;
  /** Its JSON pointer from the page (`/data/1/data/columns/0/2`): where validation's errors about it start. */
  pointer: string;
  /** 0 on the page, 1 in a layout on the page … */
  depth: number;
  /** The layout holding it (that layout's flat index), or null on the page. */
  parent: number | null;
  /** Which of the layout's lists holds it (a column), 0 on the page. */
  list: number;
  /** Its place in that list. */
  at: number;
  /** How many rows it and what it holds take (1 for a component that is not a layout). */
  size: number;
  /** The lists it holds, in order (none for a component that is not a layout). */
  lists: number;
}

/** A list of components: the page's own (`parent` null) or a layout's `list`-th one. */
export interface ListAddress {
  parent: number | null;
  list: number;
}

/** A node while an edit rearranges the tree: nodes keep their identity, so a selection follows its component. */
interface Node {
  component: PageComponent;
  parent: Node | null;
  list: number;
  depth: number;
  /** Whether its lists were read into nodes (not below the deepest a layout may go): only then are they rebuilt. */
  walked: boolean;
}

const isComponent = (value: unknown): value is PageComponent =>
  Boolean(value) && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string';

/** The lists a component holds, where the tree goes on below it (the walks stop at the deepest a layout may go). */
const listsOf = (component: PageComponent, depth: number) => (depth < MAX_LAYOUT_DEPTH ? childLists(component) : []);

function nodesOf(list: readonly unknown[], parent: Node | null, listIndex: number, depth: number, into: Node[]): Node[] {
  for (const item of list) {
    if (!isComponent(item)) continue;
    const node: Node = { component: item, parent, list: listIndex, depth, walked: depth < MAX_LAYOUT_DEPTH };
    into.push(node);
    listsOf(item, depth).forEach((child, n) => nodesOf(child.list, node, n, depth + 1, into));
  }
  return into;
}

/** The page's components as rows, parents first. */
export function treeRows(data: readonly PageComponent[]): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (list: readonly unknown[], parent: number | null, listIndex: number, depth: number, at: string) => {
    let place = 0;
    list.forEach((item, index) => {
      if (!isComponent(item)) return;
      const pointer = `${at}/${index}`;
      const lists = listsOf(item, depth);
      const row: TreeRow = { component: item, pointer, depth, parent, list: listIndex, at: place++, size: 1, lists: lists.length };
      const self = rows.push(row) - 1;
      lists.forEach((child, n) => walk(child.list, self, n, depth + 1, pointer + child.pointer));
      row.size = rows.length - self;
    });
  };
  walk(data, null, 0, 0, '/data');
  return rows;
}

/** The flat index of the component that `pointer` (a validation error's) is about: the innermost holding it. */
export function rowAt(rows: readonly TreeRow[], pointer: string): number | null {
  let found: number | null = null;
  rows.forEach((row, index) => {
    if (pointer === row.pointer || pointer.startsWith(`${row.pointer}/`)) found = index;
  });
  return found;
}

/** Components renumbered so `order` follows their place (the store sorts by `order`); unchanged ones kept. */
const inOrder = (list: readonly PageComponent[]) => list.map((c, order) => (c.order === order ? c : { ...c, order }));

/** The tree the nodes describe: each list's components in the nodes' order; a component whose lists did not change is kept as it was. */
function treeOf(nodes: readonly Node[]): PageComponent[] {
  const children = new Map<Node | null, Node[][]>();
  for (const node of nodes) {
    const lists = children.get(node.parent) ?? [];
    (lists[node.list] ??= []).push(node);
    children.set(node.parent, lists);
  }
  const build = (node: Node): PageComponent => {
    if (!node.walked) return node.component;
    const own = children.get(node) ?? [];
    let n = 0;
    let changed = false;
    const rebuilt = withChildLists(node.component, (before) => {
      const after = inOrder((own[n++] ?? []).map(build));
      if (after.length !== before.length || after.some((c, i) => c !== before[i])) changed = true;
      return after;
    });
    return changed ? rebuilt : node.component;
  };
  return inOrder((children.get(null)?.[0] ?? []).map(build));
}

/** A place to put components: a list and the place in it (clamped to the list). */
export interface TreePlace {
  in: ListAddress;
  at: number;
}

/** Rearranges a page's tree by flat index; the answer says where a flat index of before is after (null: removed). */
export interface TreeChange {
  data: PageComponent[];
  /** The flat index, after the change, of what was at `index` before (null: taken out). */
  follow: (index: number) => number | null;
  /** The flat index of the first component put in (null when none was). */
  first: number | null;
}

/** The nodes of `index`'s component and everything it holds. */
const subtree = (nodes: readonly Node[], index: number) => {
  const root = nodes[index] as Node;
  let end = index + 1;
  while (end < nodes.length && holds(root, nodes[end] as Node)) end++;
  return { root, end };
};
const holds = (ancestor: Node, node: Node) => {
  for (let at = node.parent; at; at = at.parent) if (at === ancestor) return true;
  return false;
};

/** Where, in `nodes`, the `at`-th component of `parent`'s `list` goes (after everything before it in the tree). */
function insertionPoint(nodes: readonly Node[], parent: Node | null, list: number, at: number): number {
  let seen = 0;
  let index = parent ? nodes.indexOf(parent) + 1 : 0;
  for (; index < nodes.length; index++) {
    const node = nodes[index] as Node;
    if (parent && node !== parent && !holds(parent, node)) break;
    if (node.parent !== parent) continue;
    if (node.list > list || (node.list === list && seen++ === at)) break;
  }
  return index;
}

/** A layout whose lists would be deeper than layouts may go (validation would refuse the page). */
const tooDeep = (nodes: readonly Node[]) =>
  nodes.some((node) => node.depth > MAX_LAYOUT_DEPTH || (node.depth === MAX_LAYOUT_DEPTH && childLists(node.component).length > 0));

/**
 * Puts `components` at `place`, taking out the flat range `[from, end)` first when moving; refuses
 * (null) a place that does not exist, one inside what is moved, or one that would nest layouts too deep.
 */
function rearrange(
  data: readonly PageComponent[],
  edit: { take?: number; put?: readonly PageComponent[]; place?: TreePlace },
): TreeChange | null {
  const nodes = nodesOf(data, null, 0, 0, []);
  const before = [...nodes];
  let moving: Node[] = [];
  if (edit.take !== undefined) {
    if (!Number.isInteger(edit.take) || edit.take < 0 || edit.take >= nodes.length) return null;
    const { end } = subtree(nodes, edit.take);
    moving = nodes.splice(edit.take, end - edit.take);
  }
  const { place } = edit;
  let added: Node[] = [];
  if (place) {
    const parent = place.in.parent === null ? null : before[place.in.parent];
    if (parent === undefined || (parent && !nodes.includes(parent))) return null;
    const lists = parent ? listsOf(parent.component, parent.depth).length : 1;
    if (!Number.isInteger(place.in.list) || place.in.list < 0 || place.in.list >= lists) return null;
    const depth = parent ? parent.depth + 1 : 0;
    added = edit.put ? nodesOf(edit.put, parent, place.in.list, depth, []) : moving;
    const root = added[0];
    if (!root) return null;
    const shift = depth - root.depth;
    for (const node of added) {
      if (node.parent === root.parent) Object.assign(node, { parent, list: place.in.list });
      node.depth += shift;
    }
    if (tooDeep(added)) return null;
    const siblings = nodes.filter((node) => node.parent === parent && node.list === place.in.list).length;
    const at = Math.max(0, Math.min(Math.trunc(place.at) || 0, siblings));
    nodes.splice(insertionPoint(nodes, parent, place.in.list, at), 0, ...added);
  }
  return {
    data: treeOf(nodes),
    first: added.length ? nodes.indexOf(added[0] as Node) : null,
    follow: (index) => {
      const node = before[index];
      const after = node ? nodes.indexOf(node) : -1;
      return after < 0 ? null : after;
    },
  };
}

/** Moves the component at flat index `from` (with what it holds) to `place`. */
export function moveTo(data: readonly PageComponent[], from: number, place: TreePlace): TreeChange | null {
  return rearrange(data, { take: from, place });
}

/** Puts new components at `place`. */
export function putAt(data: readonly PageComponent[], components: readonly PageComponent[], place: TreePlace): TreeChange | null {
  return components.length ? rearrange(data, { put: components, place }) : null;
}

/** Takes the component at flat index `index` out, with what it holds. */
export function takeOut(data: readonly PageComponent[], index: number): TreeChange | null {
  return rearrange(data, { take: index });
}

/** Puts `component` in the place of the one at `index` (what it holds comes from `component`). */
export function replaceAt(data: readonly PageComponent[], index: number, component: PageComponent): TreeChange | null {
  const rows = treeRows(data);
  const row = rows[index];
  if (!row || !Number.isInteger(index)) return null;
  const taken = takeOut(data, index);
  const put = taken && putAt(taken.data, [component], { in: { parent: row.parent, list: row.list }, at: row.at });
  return (
    put && {
      data: put.data,
      first: put.first,
      follow: (i) => {
        if (i === index) return index;
        const kept = taken.follow(i);
        return kept === null ? null : put.follow(kept);
      },
    }
  );
}

/**
 * Where a component at flat index `from` goes when dropped at `place` (counted as the list is drawn,
 * with it still in it): the place once it has left its own, or null where it would not move (just
 * before or after itself, or into itself).
 */
export function movedPlace(rows: readonly TreeRow[], from: number, place: TreePlace): TreePlace | null {
  const row = rows[from];
  if (!row) return null;
  const { parent, list } = place.in;
  if (parent !== null && parent >= from && parent < from + row.size) return null;
  if (row.parent !== parent || row.list !== list) return place;
  if (place.at === row.at || place.at === row.at + 1) return null;
  return { in: place.in, at: place.at > row.at ? place.at - 1 : place.at };
}

/** The place just after the component at flat index `index` (in the list holding it). */
export function placeAfter(rows: readonly TreeRow[], index: number): TreePlace | null {
  const row = rows[index];
  return row ? { in: { parent: row.parent, list: row.list }, at: row.at + 1 } : null;
}

/**
 * Where a component dragged from `from` to the row at `to` goes: the place of that row, after it when
 * moving down (as in a plain list), so a drag along the rows goes into and out of layouts' lists.
 */
export function placeOfRow(rows: readonly TreeRow[], from: number, to: number): TreePlace | null {
  const row = rows[to];
  const moved = rows[from];
  if (!row || !moved || from === to) return null;
  // Places count in the list as it is once the moved component is out of it.
  const sameList = moved.parent === row.parent && moved.list === row.list;
  return { in: { parent: row.parent, list: row.list }, at: to > from ? row.at + (sameList ? 0 : 1) : row.at };
}
