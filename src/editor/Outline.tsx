import { memo, useCallback, useMemo, useRef } from 'react';
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
import type { PageComponent } from '../../contract/page-data';
import type { PageEditorContext, PageEditorEvent } from '../machines/page-editor.machine';
import { type EditorComponent, pageRows } from '../machines/page-edits';
import type { TreePlace, TreeRow } from '../machines/page-tree';
import { titleOf } from './component-catalogue';
import { listLabel } from './tree-labels';
import { summaryOf } from './component-summary';
import type { ComponentDrop } from './drag-data';
import { type DropTarget, stays } from './drop-place';
import { useComponentDrop } from './use-component-drop';
import { dropMark, type ItemBox, listUnder, type OutlineItem, outlineItems, pageSpans } from './outline-drop';

/** A dragged-over id: a component's flat index, a list's head, or nothing. */
const itemOf = (items: readonly OutlineItem[], id: string | number | undefined) => items.find((item) => item.id === String(id));

/** The outline's rows as drawn, in the order of its items. */
const boxesOf = (zone: HTMLElement | null): ItemBox[] =>
  [...(zone?.querySelectorAll('.editor-outline > li') ?? [])].map((row) => row.getBoundingClientRect());

/**
 * The page's components in order, those inside a layout under it, by list: pick one to select it;
 * drag one by its handle to move it, into and out of layouts too, with the pointer or the keyboard
 * (Space to lift, arrows to move, Space to drop, Escape to cancel; dnd-kit); a list's head takes it to
 * the list's start, even an empty list's.
 * A component dragged from the palette drops between the rows, into a layout's list among its rows
 * too, where a line shows.
 * Hidden ones, ones that need fixing and ones that still show sample content are marked.
 */
export function Outline({
  context,
  canEdit,
  send,
  onPaste,
  flagged,
  samples,
  fixing,
  onDrop,
}: {
  context: PageEditorContext;
  canEdit: boolean;
  send: (event: PageEditorEvent) => void;
  onPaste: () => void;
  /** Components with an accessibility problem (by flat index). */
  flagged: ReadonlySet<number>;
  /** Components that still show sample content (by flat index). */
  samples: ReadonlySet<number>;
  /** Components whose errors the owner has been shown (by flat index). */
  fixing: ReadonlySet<number>;
  /** A component dropped on the outline, between the page's own components. */
  onDrop: (target: DropTarget, drop: ComponentDrop) => void;
}) {
  const { document: page, selected } = context;
  const zone = useRef<HTMLDivElement>(null);
  const target = useCallback(() => zone.current, []);
  const rows = pageRows(page);
  const items = useMemo(() => outlineItems(rows), [rows]);
  // The same ids while the tree keeps its shape (typing, loading, marks): a new list would draw every sortable row again.
  const idList = items.map((item) => item.id).join(' ');
  const ids = useMemo(() => idList.split(' '), [idList]);
  const shown = useComponentDrop({
    target,
    spans: () => pageSpans(items, rows, boxesOf(zone.current)),
    list: (_x, y) => listUnder(items, rows, boxesOf(zone.current), y),
    end: page.data.length,
    stays: (from, place) => stays(rows, from, place),
    enabled: canEdit,
    onDrop,
  });
  const mark = shown ? dropMark(items, rows, shown.place) : null;
  // A pointer drag starts after 5 px, so a click on the handle is still a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  /**
   * Where a component dropped on a list's head goes, as the rows show it: moving down, the start of
   * that list; moving up, the end of the list above it, or just before the layout for its first list.
   */
  const headDrop = (head: Extract<OutlineItem, { kind: 'list' }>, up: boolean): { place: TreePlace; words: string } => {
    const layout = rows[head.parent] as TreeRow;
    const name = titleOf(layout.component.name);
    const label = (list: number) => `${listLabel(layout.component, list, layout.lists)}${layout.lists > 1 ? ` in ${name}` : ''}`;
    if (!up) return { place: { in: { parent: head.parent, list: head.list }, at: 0 }, words: `the start of ${label(head.list)}` };
    if (head.list > 0) {
      const above = rows.filter((r) => r.parent === head.parent && r.list === head.list - 1).length;
      return { place: { in: { parent: head.parent, list: head.list - 1 }, at: above }, words: `the end of ${label(head.list - 1)}` };
    }
    return { place: { in: { parent: layout.parent, list: layout.list }, at: layout.at }, words: `the place before ${name}` };
  };
  const movingUp = (over: string | number, active: string | number) =>
    items.findIndex((item) => item.id === String(over)) < items.findIndex((item) => item.id === String(active));
  /** Where an outline row is, in words: "place 2 of 3", and in which layout's list. */
  const whereIs = (id: string | number | undefined, active?: string | number) => {
    const item = itemOf(items, id);
    if (!item) return null;
    if (item.kind === 'list') return headDrop(item, active !== undefined && movingUp(item.id, active)).words;
    const row = rows[item.index] as TreeRow;
    const layout = row.parent === null ? null : (rows[row.parent] as TreeRow);
    const count = layout ? rows.filter((r) => r.parent === row.parent && r.list === row.list).length : page.data.length;
    return `place ${row.at + 1} of ${count}${layout ? ` in ${listLabel(layout.component, row.list, layout.lists)}${layout.lists > 1 ? ` of ${titleOf(layout.component.name)}` : ''}` : ''}`;
  };
  const place = (id: string | number | undefined) => {
    const item = itemOf(items, id);
    const component = item?.kind === 'component' ? rows[item.index]?.component : undefined;
    return component ? `${titleOf(component.name)}, ${whereIs(id)}` : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${place(active.id)}. Arrow keys move it, Space drops it, Escape cancels.`,
    onDragOver: ({ active, over }) => (over ? `Over ${whereIs(over.id, active.id)}.` : 'Not over a place.'),
    onDragEnd: ({ active, over }) => (over ? `Dropped at ${whereIs(over.id, active.id)}.` : 'Dropped where it was.'),
    onDragCancel: () => 'Moving cancelled: it is where it was.',
  };
  const paste = (
    <div className="field-item-actions">
      <button
        type="button"
        className="editor-button"
        aria-pressed={selected === null}
        onClick={() => send({ type: 'SELECT', index: null })}
      >
        This page’s settings
      </button>
      <button type="button" className="editor-button" disabled={!canEdit} onClick={onPaste}>
        {selected === null ? 'Paste at the end' : 'Paste after the selected one'}
      </button>
    </div>
  );
  if (!page.data.length)
    return (
      <div ref={zone} className={shown ? 'editor-outline-drop' : undefined}>
        <p className="editor-empty">
          This page has no components yet: add one from the Add panel, drag one onto the preview, or start from a template or another page
          below.
        </p>
        {paste}
      </div>
    );
  const drop = ({ active, over }: DragEndEvent) => {
    const target = itemOf(items, over?.id);
    const moved = itemOf(items, active.id);
    if (!target || moved?.kind !== 'component') return send({ type: 'DRAG_CANCEL' });
    if (target.kind === 'component') {
      send({ type: 'DRAG_OVER', index: target.index });
      return send({ type: 'DROP' });
    }
    send({ type: 'DRAG_CANCEL' });
    const { place } = headDrop(target, movingUp(target.id, moved.id));
    send({ type: 'EDIT', edit: { kind: 'place', from: moved.index, ...place } });
  };
  return (
    <div ref={zone}>
      {paste}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: 'To move a component, press Space, then the arrow keys, then Space to drop it; Escape cancels.',
          },
        }}
        onDragStart={({ active }) => {
          const item = itemOf(items, active.id);
          if (item?.kind === 'component') send({ type: 'DRAG_START', index: item.index });
        }}
        onDragEnd={drop}
        onDragCancel={() => send({ type: 'DRAG_CANCEL' })}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="editor-list editor-outline" aria-label="Components on the page">
            {items.map((item) => {
              if (item.kind === 'list') {
                const layout = rows[item.parent] as TreeRow;
                const empty = !rows.some((r) => r.parent === item.parent && r.list === item.list);
                return (
                  <ListHead
                    key={item.id}
                    id={item.id}
                    depth={item.depth}
                    label={
                      layout.lists > 1 ? listLabel(layout.component, item.list, layout.lists) : `Inside ${titleOf(layout.component.name)}`
                    }
                    empty={empty}
                    drop={mark?.id === item.id ? mark.side : undefined}
                  />
                );
              }
              const { index } = item;
              const row = rows[index] as TreeRow;
              return (
                <OutlineRow
                  key={`${index}:${row.component.name}`}
                  id={item.id}
                  component={row.component}
                  depth={row.depth}
                  selected={selected === index}
                  broken={fixing.has(index)}
                  flagged={flagged.has(index)}
                  sample={samples.has(index)}
                  canEdit={canEdit}
                  index={index}
                  drop={mark?.id === item.id ? mark.side : undefined}
                  send={send}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

/** One component's row; drawn again only when its own props change (a page may have hundreds). */
const OutlineRow = memo(function OutlineRow({
  id,
  component,
  depth,
  selected,
  broken,
  flagged,
  sample,
  canEdit,
  index,
  drop,
  send,
}: {
  id: string;
  component: PageComponent;
  /** 0 on the page, 1 inside a layout … (indented so). */
  depth: number;
  selected: boolean;
  broken: boolean;
  flagged: boolean;
  sample: boolean;
  canEdit: boolean;
  index: number;
  /** A component dragged from the palette would drop before or after this row. */
  drop: 'before' | 'after' | undefined;
  send: (event: PageEditorEvent) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !canEdit,
  });
  const title = titleOf(component.name);
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'editor-row editor-row-dragging' : 'editor-row'}
      data-drop={drop}
      data-depth={depth}
      style={{ transform: CSS.Translate.toString(transform), transition, marginInlineStart: depth ? `${depth * 1.25}rem` : undefined }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="editor-handle"
        disabled={!canEdit}
        {...attributes}
        {...listeners}
        aria-label={`Move ${title}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        className="editor-list-item"
        aria-current={selected ? 'true' : undefined}
        onClick={() => send({ type: 'SELECT', index })}
      >
        <span className="editor-list-title">
          {title}
          {(component as EditorComponent).hidden ? <span className="editor-badge">Hidden</span> : null}
          {broken ? <span className="editor-badge editor-badge-error">Needs fixing</span> : null}
          {flagged ? <span className="editor-badge editor-badge-error">Accessibility</span> : null}
          {sample ? <span className="editor-badge editor-badge-sample">Sample content</span> : null}
        </span>
        <span className="editor-list-meta">{summaryOf(component)}</span>
      </button>
    </li>
  );
});

/** The head of a layout's list ("Column 2"): a place a dragged component can go, at the list's start. */
const ListHead = memo(function ListHead({
  id,
  depth,
  label,
  empty,
  drop,
}: {
  id: string;
  depth: number;
  label: string;
  empty: boolean;
  /** A component dragged from the palette would drop under it (into this empty list). */
  drop: 'before' | 'after' | undefined;
}) {
  const { setNodeRef, transform, transition } = useSortable({ id, disabled: { draggable: true, droppable: false } });
  return (
    <li
      ref={setNodeRef}
      className="editor-list-head"
      data-depth={depth}
      data-drop={drop}
      style={{ transform: CSS.Translate.toString(transform), transition, marginInlineStart: `${depth * 1.25}rem` }}
    >
      {label}
      {empty ? <span className="editor-list-meta"> · empty: move a component here</span> : null}
    </li>
  );
});
