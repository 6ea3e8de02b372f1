import { useId, useState } from 'react';
import type { PageData } from '../../contract/page-data';
import type { PageEditorEvent } from '../machines/page-editor.machine';
import { type ComponentKind, findKinds, paletteKinds } from './component-catalogue';
import { carryNewComponent } from './drag-data';

type Place = 'after' | 'top' | 'end';

/** The edit that adds a new component of `kind` at page index `at` (its example content, a fresh copy). */
export const addComponent = (kind: ComponentKind, at: number): PageEditorEvent => ({
  type: 'EDIT',
  edit: { kind: 'add', component: structuredClone(kind.example), at },
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
  const at = place === 'top' ? 0 : place === 'after' && selected !== null ? selected + 1 : page.data.length;
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
      </select>
      <p className="editor-count" role="status">
        {kinds.length === paletteKinds.length ? `${kinds.length} components` : `${kinds.length} of ${paletteKinds.length} components`}
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
              onClick={() => send(addComponent(kind, at))}
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
