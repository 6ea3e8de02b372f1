import type { PageEditorContext, PageEditorEvent } from '../machines/page-editor.machine';
import type { EditorComponent } from '../machines/page-edits';
import { componentKinds, titleOf } from './component-catalogue';

/** The selected component: what it is, what stops it being published, and what can be done with it. */
export function SelectedPanel({
  context,
  canEdit,
  send,
}: {
  context: PageEditorContext;
  canEdit: boolean;
  send: (event: PageEditorEvent) => void;
}) {
  const { page, selected, errors } = context;
  const pageErrors = errors.filter((error) => error.index === null);
  const component = selected === null ? undefined : (page.data[selected] as EditorComponent | undefined);
  if (selected === null || !component)
    return (
      <div className="editor-selected">
        <p className="editor-empty">Select a component in the preview or in the outline.</p>
        {pageErrors.map((error) => (
          <p key={error.pointer} className="editor-error">
            The page {error.pointer}: {error.message}
          </p>
        ))}
      </div>
    );
  const edit = (event: PageEditorEvent) => canEdit && send(event);
  const kind = componentKinds.find((k) => k.name === component.name);
  const own = errors.filter((error) => error.index === selected);
  return (
    <div className="editor-selected">
      <h2 className="editor-selected-title">{titleOf(component.name)}</h2>
      {kind?.description ? <p className="editor-list-meta">{kind.description}</p> : null}
      <div className="editor-selected-actions" role="group" aria-label="Component">
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit || selected === 0}
          onClick={() => edit({ type: 'EDIT', edit: { kind: 'move', from: selected, to: selected - 1 } })}
        >
          Move up
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit || selected === page.data.length - 1}
          onClick={() => edit({ type: 'EDIT', edit: { kind: 'move', from: selected, to: selected + 1 } })}
        >
          Move down
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit}
          onClick={() => edit({ type: 'EDIT', edit: { kind: 'duplicate', index: selected } })}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit}
          onClick={() => edit({ type: 'EDIT', edit: { kind: 'toggle-hidden', index: selected } })}
        >
          {component.hidden ? 'Show' : 'Hide'}
        </button>
        <button
          type="button"
          className="editor-button editor-button-danger"
          disabled={!canEdit}
          onClick={() => edit({ type: 'EDIT', edit: { kind: 'remove', index: selected } })}
        >
          Delete
        </button>
      </div>
      {component.hidden ? <p className="editor-note">Hidden: shoppers do not see it, and it is not in the preview.</p> : null}
      {own.length ? (
        <div className="editor-errors" role="alert">
          <h3>Put these right before publishing</h3>
          <ul>
            {own.map((error) => (
              <li key={error.pointer}>
                <code>{error.pointer.replace(`/data/${selected}`, '') || '/'}</code> {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
