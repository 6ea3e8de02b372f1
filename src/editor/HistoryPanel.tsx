import { useCallback, useState } from 'react';
import type { PageVersion } from '../../contract/page-versions';
import { errorMessage } from '../api/error-text';
import type { EditorApi } from './editor-api';
import { formatWhen } from './format-when';
import { useLoaded } from './use-loaded';

type Published = Omit<PageVersion, 'data'>;

/** Every published version of the page, the last published first, who published it and when: preview one in the canvas, or restore it as the newest draft. */
export function HistoryPanel({
  api,
  path,
  base,
  live,
  canEdit,
  onPreview,
  onRestored,
}: {
  api: EditorApi;
  path: string;
  base: number | null;
  /** The version shoppers have now (null: none, or one from before the editor not yet kept). */
  live: number | null;
  canEdit: boolean;
  onPreview: (version: PageVersion) => void;
  onRestored: (version: PageVersion) => void;
}) {
  const { value: versions, failed } = useLoaded(useCallback((): Promise<Published[]> => api.history(path), [api, path]));
  // Listed by when each was last published: the first is live unless the page was taken offline since.
  const isLive = (version: Published, index: number) => (live === null ? index === 0 && version.before_editor : version.id === live);
  const [actionProblem, setMessage] = useState<string | null>(null);
  const message = actionProblem ?? failed;
  const act = async (work: () => Promise<void>) => {
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage(errorMessage(error));
    }
  };
  return (
    <div className="editor-pages">
      {message ? (
        <p className="editor-error" role="alert">
          {message}
        </p>
      ) : null}
      {!versions && !message ? <p role="status">Loading the history…</p> : null}
      {versions && !versions.length ? <p className="editor-empty">Nothing of this page has been published yet.</p> : null}
      {versions?.length ? (
        <ol className="editor-list" aria-label="Published versions">
          {versions.map((version, index) => (
            <li key={version.id} className="editor-version">
              <p className="editor-list-title">
                {isLive(version, index) ? `Published now (version ${version.id})` : `Version ${version.id}`}
                <span className="editor-list-meta">
                  {version.before_editor
                    ? `as it was before the editor, published ${formatWhen(version.published_at ?? version.created_at)}`
                    : `by ${version.published_by ?? 'someone'} ${formatWhen(version.published_at ?? version.created_at)}`}
                </span>
              </p>
              <div className="editor-inline">
                <button
                  type="button"
                  className="editor-button"
                  onClick={() => act(async () => onPreview(await api.version(path, version.id)))}
                >
                  Preview
                </button>
                <button
                  type="button"
                  className="editor-button"
                  disabled={!canEdit}
                  onClick={() => act(async () => onRestored(await api.restore(path, version.id, base)))}
                >
                  Restore
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
