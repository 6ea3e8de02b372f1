import type { PageEditorContext, PageEditorEvent } from '../machines/page-editor.machine';
import { type EditorComponent, pageRows } from '../machines/page-edits';
import { rowAt } from '../machines/page-tree';
import { placeLabel } from './tree-labels';
import type { Init } from '../../contract/init';
import type { PageComponent } from '../../contract/page-data';
import type { PageDataError } from '../../contract/page-versions';
import type { ApiClient } from '../api/http-client';
import { componentKinds, titleOf } from './component-catalogue';
import { ComponentForm } from './fields/ComponentForm';
import { PageSettings } from './PageSettings';

/** The selected component: what it is, what stops it being published, and what can be done with it. */
export function SelectedPanel({
  path,
  context,
  errors,
  canEdit,
  send,
  init,
  api,
  onCopy,
  clipboardMessage,
}: {
  path: string;
  context: PageEditorContext;
  /** The page's errors the owner has been shown (a just-added item's wait). */
  errors: readonly PageDataError[];
  canEdit: boolean;
  send: (event: PageEditorEvent) => void;
  init: Init;
  api: ApiClient;
  onCopy: (components: PageComponent[]) => void;
  clipboardMessage: string | null;
}) {
  const { document: page, selected } = context;
  const pageErrors = errors.filter((error) => error.index === null);
  const rows = pageRows(page);
  const row = selected === null ? undefined : rows[selected];
  const component = row?.component as EditorComponent | undefined;
  if (selected === null || !row || !component)
    return (
      <div className="editor-selected">
        {clipboardMessage ? (
          <p className="editor-note" role="status">
            {clipboardMessage}
          </p>
        ) : null}
        {pageErrors.length ? (
          <p className="editor-errors" role="alert">
            Put the marked field right before publishing.
          </p>
        ) : null}
        <PageSettings page={page} path={path} errors={pageErrors} canEdit={canEdit} init={init} api={api} send={send} />
      </div>
    );
  const edit = (event: PageEditorEvent) => canEdit && send(event);
  const kind = componentKinds.find((k) => k.name === component.name);
  const own = errors.filter((error) => error.index !== null && rowAt(rows, error.pointer) === selected);
  const parent = row.parent === null ? null : (rows[row.parent] ?? null);
  const siblings = parent ? rows.filter((r) => r.parent === row.parent && r.list === row.list).length : page.data.length;
  const within = { parent: row.parent, list: row.list };
  const where = placeLabel(rows, selected);
  return (
    <div className="editor-selected">
      <h2 className="editor-selected-title">{titleOf(component.name)}</h2>
      {where ? <p className="editor-selected-place">{where}</p> : null}
      {kind?.description ? <p className="editor-list-meta">{kind.description}</p> : null}
      <div className="editor-selected-actions" role="group" aria-label="Component">
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit || row.at === 0}
          onClick={() => edit({ type: 'EDIT', edit: { kind: 'place', from: selected, in: within, at: row.at - 1 } })}
        >
          Move up
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit || row.at === siblings - 1}
          onClick={() => edit({ type: 'EDIT', edit: { kind: 'place', from: selected, in: within, at: row.at + 1 } })}
        >
          Move down
        </button>
        {parent ? (
          <button
            type="button"
            className="editor-button"
            disabled={!canEdit}
            onClick={() =>
              edit({
                type: 'EDIT',
                edit: { kind: 'place', from: selected, in: { parent: parent.parent, list: parent.list }, at: parent.at + 1 },
              })
            }
          >
            Move out of {titleOf(parent.component.name)}
          </button>
        ) : null}
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
        <button type="button" className="editor-button" onClick={() => onCopy([component])}>
          Copy
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
      {clipboardMessage ? (
        <p className="editor-note" role="status">
          {clipboardMessage}
        </p>
      ) : null}
      {component.hidden ? <p className="editor-note">Hidden: shoppers do not see it, and it is not in the preview.</p> : null}
      {own.length ? (
        <p className="editor-errors" role="alert">
          Put the marked field right before publishing.
        </p>
      ) : null}
      <ComponentForm
        key={selected}
        component={component}
        errors={own.map((error) => ({ pointer: error.pointer.slice(row.pointer.length) || '/', message: error.message }))}
        readOnly={!canEdit}
        init={init}
        api={api}
        onChange={(next, field, added) => edit({ type: 'EDIT', edit: { kind: 'replace', index: selected, component: next }, field, added })}
      />
    </div>
  );
}
