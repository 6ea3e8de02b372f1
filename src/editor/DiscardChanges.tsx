import { useRef } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

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
      <ConfirmDialog
        dialog={confirm}
        id="editor-discard-title"
        title="Discard your unsaved changes?"
        confirm="Discard changes"
        tone="danger"
        cancel="Keep them"
        onConfirm={onDiscard}
      >
        <p>The page goes back to how it was last saved. Until you leave, Undo can still bring the changes back.</p>
      </ConfirmDialog>
    </>
  );
}
