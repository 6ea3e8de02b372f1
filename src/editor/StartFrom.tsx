import { useId, useState } from 'react';
import type { PageComponent } from '../../contract/page-data';
import type { TemplateSummary } from '../../contract/page-templates';
import type { PageEditorEvent } from '../machines/page-editor.machine';
import { editorPage } from '../machines/page-edits';
import type { EditorApi } from './editor-api';
import { PAGE_TEMPLATES, templateComponents } from './page-templates';
import { useLoaded } from './use-loaded';

/**
 * An empty page's start: a template (its components with sample content, marked until replaced), one of
 * the website's own templates (a page the owner saved as one: its components as they were), or
 * the components of one of the website’s own pages as it stands (its newest saved version). Each is
 * one edit: Undo empties the page again.
 */
export function StartFrom({
  api,
  path,
  canEdit,
  send,
}: {
  api: EditorApi;
  path: string;
  canEdit: boolean;
  send: (event: PageEditorEvent) => void;
}) {
  const id = useId();
  const list = useLoaded(api.pages);
  const saved = useLoaded(api.templates).value ?? [];
  // Loading until listed; a list that failed offers nothing to copy (the templates still serve).
  const pages = list.failed ? [] : (list.value?.filter((page) => page.path !== path) ?? null);
  const [from, setFrom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const start = (components: PageComponent[]) => send({ type: 'EDIT', edit: { kind: 'paste', components, at: 0 } });
  const [loading, setLoading] = useState(false);
  const fromTemplate = async (template: TemplateSummary) => {
    setProblem(null);
    setLoading(true);
    try {
      // Listed without their components (30 could be 512 KB each): the one chosen is read now.
      start((await api.template(template.id)).components);
    } catch {
      setProblem(`The template “${template.title}” could not be loaded: it may have been deleted. Try again.`);
    } finally {
      setLoading(false);
    }
  };
  const copy = async () => {
    setProblem(null);
    try {
      // Its newest saved version, else what shoppers are served (a seeded page the editor has not saved yet).
      const state = await api.page(from);
      const components = editorPage(state.head ? state.head.data : state.live).data;
      if (components.length) start(components);
      else setProblem(`${from} has no components saved to copy.`);
    } catch {
      setProblem(`${from} could not be loaded: try again.`);
    }
  };
  return (
    <section className="editor-start" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editor-subtitle">
        Start from
      </h2>
      <ul className="editor-list" aria-label="Templates">
        {PAGE_TEMPLATES.map((template) => (
          <li key={template.title}>
            <button type="button" className="editor-list-item" disabled={!canEdit} onClick={() => start(templateComponents(template))}>
              <span className="editor-list-title">{template.title}</span>
              <span className="editor-list-meta">{template.description}</span>
            </button>
          </li>
        ))}
      </ul>
      {saved.length ? (
        <>
          <h3 id={`${id}-ours`} className="editor-list-heading">
            This website’s templates
          </h3>
          <ul className="editor-list" aria-labelledby={`${id}-ours`}>
            {saved.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  className="editor-list-item"
                  disabled={!canEdit || loading}
                  onClick={() => void fromTemplate(template)}
                >
                  <span className="editor-list-title">{template.title}</span>
                  <span className="editor-list-meta">{template.description || `Saved by ${template.author ?? 'someone'}`}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <label htmlFor={`${id}-copy`}>Or a copy of this website’s page</label>
      <select id={`${id}-copy`} className="editor-input" value={from} disabled={!canEdit} onChange={(event) => setFrom(event.target.value)}>
        <option value="">{pages ? 'Choose a page' : 'Loading the pages…'}</option>
        {(pages ?? []).map((page) => (
          <option key={page.path} value={page.path}>
            {page.path}
          </option>
        ))}
      </select>
      <button type="button" className="editor-button" disabled={!canEdit || !from} onClick={() => void copy()}>
        Copy its components
      </button>
      {problem ? (
        <p className="editor-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
