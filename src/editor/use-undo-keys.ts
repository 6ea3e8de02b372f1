import { useEffect } from 'react';
import { undoKey } from './canvas/canvas-messages';

/** Ctrl+Z and Ctrl+Shift+Z (⌘ on a Mac; Ctrl+Y too) undo and redo the editor's edits, in a field as anywhere; `send` takes them to what is being edited. */
export function useUndoKeys(send: (event: { type: 'UNDO' | 'REDO' }) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = undoKey(event);
      if (!key) return;
      // A field's own undo would undo a value the editor already holds: the editor's history is the one.
      event.preventDefault();
      send({ type: key });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);
}
