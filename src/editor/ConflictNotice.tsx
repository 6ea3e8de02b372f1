import type { PageVersion } from '../../contract/page-versions';
import type { PageEditorEvent } from '../machines/page-editor.machine';
import { formatWhen } from './format-when';

/** Someone saved this page since it was opened: keep yours (and save over theirs) or take theirs (Undo brings yours back). */
export function ConflictNotice({ conflict, send }: { conflict: PageVersion | null; send: (event: PageEditorEvent) => void }) {
  return (
    <section className="editor-conflict" role="alert" aria-labelledby="editor-conflict-title">
      <h2 id="editor-conflict-title">This page changed while you were editing</h2>
      <p>
        {conflict
          ? `${conflict.author ?? 'Someone'} saved a newer version ${formatWhen(conflict.created_at)}.`
          : 'The version you started from is no longer the newest.'}{' '}
        Your changes are still here.
      </p>
      <div className="editor-conflict-actions">
        <button type="button" className="editor-button editor-button-primary" onClick={() => send({ type: 'KEEP_MINE' })}>
          Keep my version
        </button>
        <button type="button" className="editor-button" onClick={() => send({ type: 'TAKE_THEIRS' })}>
          Open theirs (Undo brings mine back)
        </button>
      </div>
    </section>
  );
}
