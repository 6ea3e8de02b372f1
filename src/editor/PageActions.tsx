import { useRef, useState } from 'react';
import { matchRoute } from '../../contract/routes';
import { errorMessage } from '../api/error-text';
import type { EditorApi } from './editor-api';
import { PathForm } from './PathForm';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * What can be done to the open page as a whole: move it to a new path (the old one keeps leading to
 * it) or delete it after a confirmation (a store's own page goes back to what it was before the editor).
 */
export function PageActions({
  api,
  path,
  existing,
  canEdit,
  onMoved,
}: {
  api: EditorApi;
  path: string;
  existing: readonly string[];
  canEdit: boolean;
  onMoved: (path: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const builtIn = matchRoute(path).route.id !== 'content';
  const remove = async () => {
    try {
      await api.remove(path);
      onMoved(builtIn ? path : '/');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  if (!canEdit) return null;
  return (
    <section className="editor-page-actions" aria-labelledby="editor-page-actions-title">
      <h2 id="editor-page-actions-title" className="editor-subtitle">
        This page: <code>{path}</code>
      </h2>
      {builtIn ? null : (
        <PathForm
          id="editor-rename"
          label="Move it to"
          placeholder="/new-path"
          action="Move"
          hint={`Links to ${path} keep working: they lead to the new path.`}
          existing={existing}
          onPath={async (to) => {
            try {
              onMoved(await api.rename(path, to));
              return null;
            } catch (error) {
              return errorMessage(error);
            }
          }}
        />
      )}
      <button type="button" className="editor-button editor-button-danger" onClick={() => confirm.current?.showModal()}>
        {builtIn ? 'Reset this page' : 'Delete this page'}
      </button>
      {problem ? (
        <p className="editor-error" role="alert">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        dialog={confirm}
        id="editor-delete-title"
        title={builtIn ? `Reset ${path}?` : `Delete ${path}?`}
        confirm={builtIn ? 'Reset' : 'Delete'}
        tone="danger"
        cancel="Cancel"
        onConfirm={() => void remove()}
      >
        <p>
          {builtIn
            ? 'Its versions from the editor go, and shoppers see it as it was before it was first edited here (the store’s default page, if it had none).'
            : 'Its versions go too, and shoppers get “Page not found” there.'}{' '}
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
