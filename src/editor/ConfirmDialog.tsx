import type { ReactNode, RefObject } from 'react';

/**
 * The editor's "are you sure?": a modal `<dialog>` (opened by the caller with `showModal()`) with its
 * question, what follows, and two answers; the safe one has the focus, and the other closes it first.
 */
export function ConfirmDialog({
  dialog,
  id,
  title,
  children,
  confirm,
  tone,
  cancel,
  onConfirm,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  /** The heading's id, which names the dialog. */
  id: string;
  title: string;
  children: ReactNode;
  confirm: string;
  tone: 'primary' | 'danger';
  cancel: string;
  onConfirm: () => void;
}) {
  return (
    <dialog ref={dialog} className="editor-dialog" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <div className="editor-inline">
        <button
          type="button"
          className={`editor-button editor-button-${tone}`}
          onClick={() => {
            dialog.current?.close();
            onConfirm();
          }}
        >
          {confirm}
        </button>
        <button type="button" className="editor-button" autoFocus onClick={() => dialog.current?.close()}>
          {cancel}
        </button>
      </div>
    </dialog>
  );
}
