import { useRef } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

const BACK_TO_SAVED = {
  page: 'The page goes back to how it was last saved.',
  settings: 'The website settings go back to how they were last saved.',
};

/**
 * "Discard…" beside the unsaved-changes status, asking first: the page (or the settings) goes back
 * to its last saved version (changes brought back after a reload included). Undo still brings the changes back.
 */
export function DiscardChanges({ onDiscard, of = 'page' }: { onDiscard: () => void; of?: keyof typeof BACK_TO_SAVED }) {
  const confirm = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="editor-link" onClick={() => confirm.current?.showModal()}>
        Discard…
      </button>
      <ConfirmDialog
        dialog={confirm}
        id={`editor-discard-${of}-title`}
        title="Discard your unsaved changes?"
        confirm="Discard changes"
        tone="danger"
        cancel="Keep them"
        onConfirm={onDiscard}
      >
        <p>{BACK_TO_SAVED[of]} Until you leave, Undo can still bring the changes back.</p>
      </ConfirmDialog>
    </>
  );
}
