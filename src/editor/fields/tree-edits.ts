/** Where a node of a tree is: its index in each list from the top (`[2, 0]`: the first child of the third item). */
export type TreePath = readonly number[];

type Node = Record<string, unknown>;
const kids = (node: unknown): unknown[] => {
  const children = node && typeof node === 'object' ? (node as Node).children : undefined;
  return Array.isArray(children) ? children : [];
};

/** The list a path's node sits in (the top list, or its parent's children), or null when there is none. */
function listAt(tree: readonly unknown[], parent: TreePath): readonly unknown[] | null {
  let list: readonly unknown[] = tree;
  for (const index of parent) {
    if (index < 0 || index >= list.length) return null;
    list = kids(list[index]);
  }
  return list;
}

/** The tree with the list at `parent` replaced by what `edit` makes of it (copies along the path only). */
function withList(tree: readonly unknown[], parent: TreePath, edit: (list: unknown[]) => unknown[]): unknown[] {
  if (!parent.length) return edit([...tree]);
  const [head, ...rest] = parent as [number, ...number[]];
  return tree.map((node, index) => (index === head ? { ...(node as Node), children: withList(kids(node), rest, edit) } : node));
}

/** The node at a path, or undefined. */
export function nodeAt(tree: readonly unknown[], path: TreePath): unknown {
  const list = listAt(tree, path.slice(0, -1));
  return list?.[path.at(-1) ?? -1];
}

/** Moves a node to another place among its siblings. */
export function moveAmongSiblings(tree: readonly unknown[], path: TreePath, to: number): unknown[] {
  const parent = path.slice(0, -1);
  const from = path.at(-1) as number;
  const list = listAt(tree, parent);
  if (!list || from === to || to < 0 || to >= list.length || from >= list.length) return [...tree];
  return withList(tree, parent, (items) => {
    items.splice(to, 0, ...items.splice(from, 1));
    return items;
  });
}

/** Removes a node (with what is under it). */
export function removeNode(tree: readonly unknown[], path: TreePath): unknown[] {
  return withList(tree, path.slice(0, -1), (items) => items.filter((_, index) => index !== path.at(-1)));
}

/** Adds a node at the end of the children of `parent` (the top list when it is empty). */
export function addNode(tree: readonly unknown[], parent: TreePath, node: unknown): unknown[] {
  return withList(tree, parent, (items) => [...items, node]);
}

/** Makes a node the last child of the sibling before it; null when it has none. */
export function indentNode(tree: readonly unknown[], path: TreePath): { tree: unknown[]; path: number[] } | null {
  const index = path.at(-1) as number;
  if (!index) return null;
  const parent = path.slice(0, -1);
  const node = nodeAt(tree, path);
  const newParent = [...parent, index - 1];
  const at = kids(nodeAt(tree, newParent)).length;
  return { tree: addNode(removeNode(tree, path), newParent, node), path: [...newParent, at] };
}

/** Moves a node out of its parent, to just after it; null at the top. */
export function outdentNode(tree: readonly unknown[], path: TreePath): { tree: unknown[]; path: number[] } | null {
  if (path.length < 2) return null;
  const parentPath = path.slice(0, -1);
  const node = nodeAt(tree, path);
  const after = (parentPath.at(-1) as number) + 1;
  const grand = parentPath.slice(0, -1);
  return {
    tree: withList(removeNode(tree, path), grand, (items) => {
      items.splice(after, 0, node);
      return items;
    }),
    path: [...grand, after],
  };
}
