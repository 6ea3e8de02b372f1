import { useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PageEditorEvent, pageEditorMachine } from '../machines/page-editor.machine';
import { type Viewport, VIEWPORTS } from './CanvasFrame';
import { ConfirmDialog } from './ConfirmDialog';
import { DiscardChanges } from './DiscardChanges';
import { standingText } from './document-status';

const VIEWPORT_LABELS: Record<Viewport, string> = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' };

/** The editor's top bar: the store and page, the preview width, Undo and Redo, Save and Publish, and what happened. */
export function EditorBar({
  storeName,
  path,
  snapshot,
  viewport,
  onViewport,
  send,
  publishWarnings,
}: {
  storeName: string;
  path: string;
  snapshot: SnapshotFrom<typeof pageEditorMachine>;
  viewport: Viewport;
  onViewport: (viewport: Viewport) => void;
  send: (event: PageEditorEvent) => void;
  /** What the owner should know before publishing (sample content left, the page-weight meter's warnings). */
  publishWarnings: readonly string[];
}) {
  const { context } = snapshot;
  const confirm = useRef<HTMLDialogElement>(null);
  const editing = snapshot.matches({ open: 'editing' });
  const canEdit = context.canEdit;
  return (
    <header className="editor-bar">
      <div className="editor-where">
        <a className="editor-store" href={path} target="_blank" rel="noopener noreferrer">
          {storeName}
          <span className="visually-hidden"> (opens the live page in a new tab)</span>
        </a>
        <h1 className="editor-title">
          <span className="visually-hidden">Editing </span>
          <code>{path}</code>
        </h1>
        {context.server?.head ? (
          <a className="editor-store" href={`${path}?preview=draft`} target="_blank" rel="noopener noreferrer">
            Preview the draft on the store<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <span className="editor-standing" data-testid="standing">
          {standingText(snapshot, context.document !== context.saved, context.server)}
          {canEdit ? '' : ' · view only'}
        </span>
        {canEdit && editing && context.document !== context.saved ? <DiscardChanges onDiscard={() => send({ type: 'DISCARD' })} /> : null}
      </div>
      <div className="editor-viewports" role="group" aria-label="Preview width">
        {(Object.keys(VIEWPORTS) as Viewport[]).map((id) => (
          <button key={id} type="button" className="editor-chip" aria-pressed={viewport === id} onClick={() => onViewport(id)}>
            {VIEWPORT_LABELS[id]}
            <span className="visually-hidden"> ({VIEWPORTS[id]} pixels)</span>
          </button>
        ))}
      </div>
      <div className="editor-actions">
        <button type="button" className="editor-button" disabled={!canEdit || !context.past.length} onClick={() => send({ type: 'UNDO' })}>
          Undo
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit || !context.future.length}
          onClick={() => send({ type: 'REDO' })}
        >
          Redo
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={!canEdit || !editing || context.document === context.saved}
          onClick={() => send({ type: 'SAVE' })}
        >
          Save draft
        </button>
        <button
          type="button"
          className="editor-button editor-button-primary"
          disabled={!canEdit || !editing}
          // Warnings are shown before the page goes out (errors are the machine's to refuse).
          onClick={() => (publishWarnings.length && !context.errors.length ? confirm.current?.showModal() : send({ type: 'PUBLISH' }))}
        >
          Publish
        </button>
      </div>
      <ConfirmDialog
        dialog={confirm}
        id="editor-publish-title"
        title="Publish it as it is?"
        confirm="Publish anyway"
        tone="primary"
        cancel="Keep editing"
        onConfirm={() => send({ type: 'PUBLISH' })}
      >
        <ul>
          {publishWarnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <p className="editor-notice" role="status" aria-live="polite">
        {context.notice}
        {context.notice ? (
          <button type="button" className="editor-link" onClick={() => send({ type: 'DISMISS' })}>
            Dismiss
          </button>
        ) : null}
      </p>
    </header>
  );
}
