import { memo, useCallback, useRef } from 'react';
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
import type { EditorComponent } from '../machines/page-edits';
import { titleOf } from './component-catalogue';
import { summaryOf } from './component-summary';
import type { ComponentDrop } from './drag-data';
import { useComponentDrop } from './use-component-drop';

const indexOf = (id: string | number | undefined) => (id === undefined ? -1 : Number(id));

/** The outline's rows, in order, with their tops and bottoms (for placing a drop among them). */
const rowSpans = (list: HTMLElement | null) =>
  [...(list?.querySelectorAll('.editor-outline > li') ?? [])].map((row, index) => {
    const { top, bottom } = row.getBoundingClientRect();
    return { index, top, bottom };
  });

/**
 * The page's components in order: pick one to select it; drag one by its handle to move it, with the
 * pointer or the keyboard (Space to lift, arrows to move, Space to drop, Escape to cancel; dnd-kit).
 * A component dragged from the palette drops between the rows, where a line shows.
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
  /** Components with an accessibility problem (by index). */
  flagged: ReadonlySet<number>;
  /** Components that still show sample content (by index). */
  samples: ReadonlySet<number>;
  /** Components whose errors the owner has been shown (by index). */
  fixing: ReadonlySet<number>;
  /** A component dropped on the outline, at page index `at`. */
  onDrop: (at: number, drop: ComponentDrop) => void;
}) {
  const { document: page, selected } = context;
  const zone = useRef<HTMLDivElement>(null);
  const target = useCallback(() => zone.current, []);
  const spans = useCallback(() => rowSpans(zone.current), []);
  const dropAt = useComponentDrop({ target, spans, end: page.data.length, enabled: canEdit, onDrop })?.place.at ?? null;
  // A pointer drag starts after 5 px, so a click on the handle is still a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: string | number | undefined) => {
    const index = indexOf(id);
    const component = page.data[index];
    return component ? `${titleOf(component.name)}, ${index + 1} of ${page.data.length}` : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${place(active.id)}. Arrow keys move it, Space drops it, Escape cancels.`,
    onDragOver: ({ over }) => (over ? `Over place ${indexOf(over.id) + 1} of ${page.data.length}.` : 'Not over a place.'),
    onDragEnd: ({ over }) => (over ? `Dropped at place ${indexOf(over.id) + 1} of ${page.data.length}.` : 'Dropped where it was.'),
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
      <div ref={zone} className={dropAt === null ? undefined : 'editor-outline-drop'}>
        <p className="editor-empty">
          This page has no components yet: add one from the Add panel, drag one onto the preview, or start from a template or another page
          below.
        </p>
        {paste}
      </div>
    );
  const ids = page.data.map((_, index) => String(index));
  const drop = ({ over }: DragEndEvent) => {
    if (!over) return send({ type: 'DRAG_CANCEL' });
    send({ type: 'DRAG_OVER', index: indexOf(over.id) });
    send({ type: 'DROP' });
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
        onDragStart={({ active }) => send({ type: 'DRAG_START', index: indexOf(active.id) })}
        onDragEnd={drop}
        onDragCancel={() => send({ type: 'DRAG_CANCEL' })}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="editor-list editor-outline" aria-label="Components on the page">
            {page.data.map((component, index) => (
              <OutlineRow
                key={`${index}:${component.name}`}
                id={ids[index] as string}
                component={component}
                selected={selected === index}
                broken={fixing.has(index)}
                flagged={flagged.has(index)}
                sample={samples.has(index)}
                canEdit={canEdit}
                index={index}
                drop={dropAt === index ? 'before' : dropAt === index + 1 && index === page.data.length - 1 ? 'after' : undefined}
                send={send}
              />
            ))}
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
      style={{ transform: CSS.Transform.toString(transform), transition }}
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
