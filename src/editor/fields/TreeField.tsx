import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useContext, useState } from 'react';
import type { FieldProps } from './field-props';
import { pointerOf } from './field-props';
import { useForm } from './form-context';
import { child, labelOf, type Located, newValue, resolve, type Schema } from './schema';
import { SchemaField } from './SchemaField';
import { addNode, indentNode, moveAmongSiblings, outdentNode, removeNode, type TreePath } from './tree-edits';

/** What every row of one tree shares: its items, where it is in the form, and the schema of each depth. */
interface TreeShared {
  tree: unknown[];
  /** Puts the tree in the form, opening the node at `open`; `added` is a node the change adds. */
  set: (tree: unknown[], open?: TreePath | null, added?: TreePath) => void;
  path: readonly (string | number)[];
  /** The item schema at each depth (a recursive item: the same one at every depth). */
  levelAt: (depth: number) => Located | null;
  open: string | null;
  setOpen: (key: string | null) => void;
}

const Tree = createContext<TreeShared | null>(null);
const useTree = () => useContext(Tree) as TreeShared;
const keyOf = (path: TreePath) => path.join('.');
/** The form path of a tree node: `[2, 0]` is `…/2/children/0`. */
const dataPath = (base: readonly (string | number)[], at: TreePath) => [
  ...base,
  ...at.flatMap((index, i) => (i ? ['children', index] : [index])),
];
const textOf = (node: unknown, key: string) => {
  const value = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};
const childrenOf = (node: unknown): unknown[] => {
  const value = node && typeof node === 'object' ? (node as Record<string, unknown>).children : undefined;
  return Array.isArray(value) ? value : [];
};

/**
 * A navigation tree (`x-widget: tree`): each item a row with its text and link, dragged (pointer or
 * keyboard) among its siblings, nested under the item before it or moved back out, removed, or opened
 * to edit its own fields; an item may nest only where the schema allows one of its kind.
 */
export function TreeField({ located, value, path, label }: FieldProps) {
  const { change, errorAt, readOnly } = useForm();
  const here = resolve(located);
  const tree = Array.isArray(value) ? value : [];
  const [open, setOpen] = useState<string | null>(null);
  const levelAt = (depth: number): Located | null => {
    let level: Located | null = resolve(child(here, here.schema.items));
    for (let d = 0; d < depth && level; d++) {
      const children: Schema | undefined = level.schema.properties?.children;
      const items: Located | null = children ? resolve(child(level, children)) : null;
      level = items?.schema.items ? resolve(child(items, items.schema.items)) : null;
    }
    return level;
  };
  const top = levelAt(0);
  const error = errorAt(pointerOf(path), label);
  const shared: TreeShared = {
    tree,
    path,
    levelAt,
    open,
    setOpen,
    set: (next, opened, added) => {
      change(path, next, added && dataPath(path, added));
      if (opened !== undefined) setOpen(opened ? keyOf(opened) : null);
    },
  };
  const singular = top?.schema.title ?? 'Item';
  return (
    <fieldset className="field-group field-tree">
      <legend>{label}</legend>
      {here.schema.description ? <p className="field-hint">{here.schema.description}</p> : null}
      {error ? <p className="field-error">{error}</p> : null}
      <Tree.Provider value={shared}>
        <TreeList nodes={tree} parent={[]} depth={0} />
      </Tree.Provider>
      <button
        type="button"
        className="editor-button"
        disabled={readOnly || !top}
        onClick={() => top && shared.set(addNode(tree, [], newValue(top)), [tree.length], [tree.length])}
      >
        Add {singular.toLowerCase()}
      </button>
    </fieldset>
  );
}

function TreeList({ nodes, parent, depth }: { nodes: unknown[]; parent: TreePath; depth: number }) {
  const { tree, set } = useTree();
  const { readOnly } = useForm();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = nodes.map((_, index) => `${keyOf(parent)}/${index}`);
  const indexOf = (id: string | number | undefined) => ids.indexOf(String(id));
  const nameAt = (id: string | number) => textOf(nodes[indexOf(id)], 'name') || 'The item';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameAt(active.id)}. Arrow keys move it among its neighbours, Space drops it, Escape cancels.`,
    onDragOver: ({ over }) => (over ? `Over place ${indexOf(over.id) + 1} of ${nodes.length}.` : 'Not over a place.'),
    onDragEnd: ({ over }) => (over ? `Dropped at place ${indexOf(over.id) + 1} of ${nodes.length}.` : 'Dropped where it was.'),
    onDragCancel: () => 'Moving cancelled: it is where it was.',
  };
  const drop = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id);
    const to = indexOf(over?.id);
    if (from >= 0 && to >= 0 && from !== to) set(moveAmongSiblings(tree, [...parent, from], to), null);
  };
  if (!nodes.length) return null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move an item, press Space, then the arrow keys, then Space to drop it; Escape cancels.',
        },
      }}
      onDragEnd={drop}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={readOnly}>
        <ol className="field-tree-list">
          {nodes.map((node, index) => (
            <TreeRow
              key={ids[index]}
              id={ids[index] as string}
              node={node}
              at={[...parent, index]}
              depth={depth}
              last={index === nodes.length - 1}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function TreeRow({ id, node, at, depth, last }: { id: string; node: unknown; at: TreePath; depth: number; last: boolean }) {
  const { tree, set, path, levelAt, open, setOpen } = useTree();
  const { readOnly, errorUnder } = useForm();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const level = levelAt(depth);
  const below = levelAt(depth + 1);
  // Nesting keeps an item among its own kind: a footer link never becomes a column.
  const nestable = below !== null && below.schema === level?.schema;
  const outable = depth > 0 && levelAt(depth - 1)?.schema === level?.schema;
  const name = textOf(node, 'name') || '(no text)';
  const link = textOf(node, 'link');
  const here = dataPath(path, at);
  const isOpen = open === keyOf(at);
  const children = childrenOf(node);
  const index = at.at(-1) as number;
  const moved = (result: { tree: unknown[]; path: number[] } | null) => result && set(result.tree, result.path);
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'field-tree-item editor-row-dragging' : 'field-tree-item'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="field-tree-row">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="editor-handle"
          disabled={readOnly}
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button type="button" className="editor-list-item" aria-expanded={isOpen} onClick={() => setOpen(isOpen ? null : keyOf(at))}>
          <span className="editor-list-title">
            {name}
            {errorUnder(pointerOf(here)) ? <span className="editor-badge editor-badge-error">Needs fixing</span> : null}
          </span>
          {link ? <span className="editor-list-meta">{link}</span> : null}
        </button>
      </div>
      {isOpen && level ? (
        <div className="field-tree-fields">
          <div className="field-item-actions" role="group" aria-label={name}>
            <button
              type="button"
              className="editor-button"
              disabled={readOnly || index === 0}
              onClick={() => set(moveAmongSiblings(tree, at, index - 1), [...at.slice(0, -1), index - 1])}
            >
              Up
            </button>
            <button
              type="button"
              className="editor-button"
              disabled={readOnly || last}
              onClick={() => set(moveAmongSiblings(tree, at, index + 1), [...at.slice(0, -1), index + 1])}
            >
              Down
            </button>
            {nestable ? (
              <button
                type="button"
                className="editor-button"
                disabled={readOnly || index === 0}
                onClick={() => moved(indentNode(tree, at))}
              >
                Nest
              </button>
            ) : null}
            {outable ? (
              <button type="button" className="editor-button" disabled={readOnly} onClick={() => moved(outdentNode(tree, at))}>
                Un-nest
              </button>
            ) : null}
            <button
              type="button"
              className="editor-button editor-button-danger"
              disabled={readOnly}
              onClick={() => set(removeNode(tree, at), null)}
            >
              Remove
            </button>
          </div>
          {Object.entries(level.schema.properties ?? {})
            .filter(([key]) => key !== 'children')
            .map(([key, property]) => (
              <SchemaField
                key={key}
                located={child(level, property)}
                value={(node as Record<string, unknown>)[key]}
                path={[...here, key]}
                label={labelOf(key, property.title ? property : resolve(child(level, property)).schema)}
                required={(level.schema.required ?? []).includes(key)}
              />
            ))}
          {below ? (
            <button
              type="button"
              className="editor-button"
              disabled={readOnly}
              onClick={() => set(addNode(tree, at, newValue(below)), [...at, children.length], [...at, children.length])}
            >
              Add {(below.schema.title ?? 'item').toLowerCase()} under {name}
            </button>
          ) : null}
        </div>
      ) : null}
      {children.length ? <TreeList nodes={children} parent={at} depth={depth + 1} /> : null}
    </li>
  );
}
