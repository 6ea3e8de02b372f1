import type { PageEditorContext, PageEditorEvent } from '../machines/page-editor.machine';
import type { EditorComponent } from '../machines/page-edits';
import { titleOf } from './component-catalogue';
import { summaryOf } from './component-summary';

/** The page's components in order: pick one to select it; hidden ones and ones with errors are marked. */
export function Outline({
  context,
  canEdit,
  send,
  onPaste,
}: {
  context: PageEditorContext;
  canEdit: boolean;
  send: (event: PageEditorEvent) => void;
  onPaste: () => void;
}) {
  const { page, selected, errors } = context;
  const paste = (
    <button type="button" className="editor-button" disabled={!canEdit} onClick={onPaste}>
      {selected === null ? 'Paste at the end' : 'Paste after the selected one'}
    </button>
  );
  if (!page.data.length)
    return (
      <>
        <p className="editor-empty">This page has no components yet: add one from the Add panel.</p>
        {paste}
      </>
    );
  return (
    <>
      {paste}
      <ol className="editor-list editor-outline" aria-label="Components on the page">
        {page.data.map((component, index) => {
          const broken = errors.some((error) => error.index === index);
          const hidden = (component as EditorComponent).hidden === true;
          return (
            <li key={`${index}:${component.name}`}>
              <button
                type="button"
                className="editor-list-item"
                aria-current={selected === index ? 'true' : undefined}
                onClick={() => send({ type: 'SELECT', index })}
              >
                <span className="editor-list-title">
                  {titleOf(component.name)}
                  {hidden ? <span className="editor-badge">Hidden</span> : null}
                  {broken ? <span className="editor-badge editor-badge-error">Needs fixing</span> : null}
                </span>
                <span className="editor-list-meta">{summaryOf(component)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
