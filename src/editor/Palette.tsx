import { useId, useState } from 'react';
import type { PageData } from '../../contract/page-data';
import type { PageEditorEvent } from '../machines/page-editor.machine';
import { pageRows } from '../machines/page-edits';
import { type ListAddress, placeAfter, type TreePlace } from '../machines/page-tree';
import { listLabel } from './tree-labels';
import { type ComponentKind, componentKinds, findKinds, titleOf } from './component-catalogue';
import { carryNewComponent } from './drag-data';

/** Where the palette adds: after the selected component, at the top or end of the page, or into one of the selected layout's lists (`in:1`). */
type Place = 'after' | 'top' | 'end' | `in:${number}`;

/** The edit that adds a new component of `kind` at place `at` of the page, or of a layout's list `into` (its example content, a fresh copy). */
export const addComponent = (kind: ComponentKind, at: number, into?: ListAddress): PageEditorEvent => ({
  type: 'EDIT',
  edit: { kind: 'add', component: structuredClone(kind.example), at, ...(into ? { in: into } : {}) },
});

/**
 * Every registered component type, searchable; a pick adds it at the chosen place and selects it, and
 * each can be dragged onto the preview or the outline instead (the place then is where it is dropped).
 */
export function Palette({
  page,
  selected,
  canEdit,
  send,
}: {
  page: PageData;
  selected: number | null;
  canEdit: boolean;
  send: (event: PageEditorEvent) => void;
}) {
  const [query, setQuery] = useState('');
  const [place, setPlace] = useState<Place>('after');
  const id = useId();
  const kinds = findKinds(query);
  const rows = pageRows(page);
  const layout = selected === null ? undefined : rows[selected];
  const lists = layout?.lists ?? 0;
  const list = place.startsWith('in:') ? Number(place.slice(3)) : -1;
  // A place that no longer applies (another component selected) falls back to after the selected one.
  const chosen: TreePlace | null =
    place === 'top'
      ? { in: { parent: null, list: 0 }, at: 0 }
      : list >= 0 && list < lists && selected !== null
        ? { in: { parent: selected, list }, at: rows.filter((r) => r.parent === selected && r.list === list).length }
        : place !== 'end' && selected !== null
          ? placeAfter(rows, selected)
          : null;
  const target = chosen ?? { in: { parent: null, list: 0 }, at: page.data.length };
  return (
    <div className="editor-palette">
      <label htmlFor={`${id}-search`}>Find a component</label>
      <input
        id={`${id}-search`}
        className="editor-input"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <label htmlFor={`${id}-place`}>Add it</label>
      <select id={`${id}-place`} className="editor-input" value={place} onChange={(event) => setPlace(event.target.value as Place)}>
        <option value="after">{selected === null ? 'At the end (nothing is selected)' : 'After the selected component'}</option>
        <option value="top">At the top of the page</option>
        <option value="end">At the end of the page</option>
        {layout && lists
          ? Array.from({ length: lists }, (_, n) => (
              <option key={n} value={`in:${n}`}>
                Into the selected {titleOf(layout.component.name)}
                {lists > 1 ? `: ${listLabel(layout.component, n, lists)}` : ''}
              </option>
            ))
          : null}
      </select>
      <p className="editor-count" role="status">
        {kinds.length === componentKinds.length ? `${kinds.length} components` : `${kinds.length} of ${componentKinds.length} components`}
      </p>
      <ul className="editor-list" aria-label="Components">
        {kinds.map((kind) => (
          <li key={kind.name}>
            <button
              type="button"
              className="editor-list-item"
              disabled={!canEdit}
              draggable={canEdit}
              onDragStart={(event) => carryNewComponent(event.dataTransfer, kind.name)}
              onClick={() => send(addComponent(kind, target.at, target.in.parent === null ? undefined : target.in))}
            >
              <span className="editor-list-title">{kind.title}</span>
              <span className="editor-list-meta">{kind.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
