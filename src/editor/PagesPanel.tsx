import { type FormEvent, useEffect, useState } from 'react';
import type { PageEntry } from '../../contract/page-versions';
import type { EditorApi } from './editor-api';
import { newPagePath } from './new-page-path';
import { PageActions } from './PageActions';

const STATUS_TEXT: Record<PageEntry['status'], string> = {
  published: 'Published',
  changed: 'Changed since publishing',
  draft: 'Draft only',
  default: 'Built-in default',
};

/** The website's pages with where each stands; open one, or start a new one at a path of its own. */
export function PagesPanel({
  api,
  current,
  canEdit,
  onOpen,
}: {
  api: EditorApi;
  current: string;
  canEdit: boolean;
  onOpen: (path: string) => void;
}) {
  const [pages, setPages] = useState<PageEntry[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.pages().then(
      (list) => live && setPages(list),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : 'The pages could not be loaded'),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const result = newPagePath(typed, pages?.map((p) => p.path) ?? []);
    if ('problem' in result) return setProblem(result.problem);
    setProblem(null);
    onOpen(result.path);
  };

  return (
    <div className="editor-pages">
      <PageActions api={api} path={current} existing={pages?.map((p) => p.path) ?? []} canEdit={canEdit} onMoved={onOpen} />
      <form className="editor-new-page" onSubmit={create} noValidate>
        <label htmlFor="editor-new-path">New page at</label>
        <div className="editor-inline">
          <input
            id="editor-new-path"
            className="editor-input"
            value={typed}
            placeholder="/offers"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'editor-new-path-problem' : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="editor-button">
            Create
          </button>
        </div>
        {problem ? (
          <p id="editor-new-path-problem" className="editor-error">
            {problem}
          </p>
        ) : null}
      </form>
      {failed ? <p className="editor-error">{failed}</p> : null}
      {!pages && !failed ? <p role="status">Loading the pages…</p> : null}
      {pages ? (
        <ul className="editor-list" aria-label="Pages">
          {pages.map((page) => (
            <li key={page.path}>
              <button
                type="button"
                className="editor-list-item"
                aria-current={page.path === current ? 'page' : undefined}
                onClick={() => onOpen(page.path)}
              >
                <span className="editor-list-title">{page.title}</span>
                <span className="editor-list-meta">
                  <code>{page.path}</code> ·{' '}
                  <span className={`editor-status editor-status-${page.status}`}>{STATUS_TEXT[page.status]}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
