import { useRef } from 'react';

/**
 * "Discard…" beside the unsaved-changes status, asking first: the page goes back to its last saved
 * version (changes brought back after a reload included). Undo still brings the changes back.
 */
export function DiscardChanges({ onDiscard }: { onDiscard: () => void }) {
  const confirm = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="editor-link" onClick={() => confirm.current?.showModal()}>
        Discard…
      </button>
      <dialog ref={confirm} className="editor-dialog" aria-labelledby="editor-discard-title">
        <h2 id="editor-discard-title">Discard your unsaved changes?</h2>
        <p>The page goes back to how it was last saved. Until you leave, Undo can still bring the changes back.</p>
        <div className="editor-inline">
          <button
            type="button"
            className="editor-button editor-button-danger"
            onClick={() => {
              confirm.current?.close();
              onDiscard();
            }}
          >
            Discard changes
          </button>
          <button type="button" className="editor-button" autoFocus onClick={() => confirm.current?.close()}>
            Keep them
          </button>
        </div>
      </dialog>
    </>
  );
}
