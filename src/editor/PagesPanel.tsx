import { STATUS_TEXT } from './document-status';
import type { EditorApi } from './editor-api';
import { PageActions } from './PageActions';
import { PathForm } from './PathForm';
import { useLoaded } from './use-loaded';

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
  const { value: pages, failed } = useLoaded(api.pages);

  return (
    <div className="editor-pages">
      <PageActions api={api} path={current} existing={pages?.map((p) => p.path) ?? []} canEdit={canEdit} onMoved={onOpen} />
      <PathForm
        id="editor-new-path"
        label="New page at"
        placeholder="/offers"
        action="Create"
        existing={pages?.map((p) => p.path) ?? []}
        onPath={(path) => {
          onOpen(path);
          return null;
        }}
      />
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
