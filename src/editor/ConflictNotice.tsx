import type { PageVersion } from '../../contract/page-versions';
import type { PageMerge } from '../machines/merge-pages';
import type { PageEditorEvent } from '../machines/page-editor.machine';
import { clashDiff } from './clash-rows';
import { formatWhen } from './format-when';

/**
 * Someone saved this page since it was opened and changed the same parts as the owner (or the
 * versions cannot be merged): what differs, then keep yours or take theirs (Undo brings yours back).
 */
export function ConflictNotice({
  conflict,
  merge,
  send,
}: {
  conflict: PageVersion | null;
  merge: PageMerge | null;
  send: (event: PageEditorEvent) => void;
}) {
  return (
    <section className="editor-conflict" role="alert" aria-labelledby="editor-conflict-title">
      <h2 id="editor-conflict-title">This page changed while you were editing</h2>
      <p>
        {conflict
          ? `${conflict.author ?? 'Someone'} saved a newer version ${formatWhen(conflict.created_at)}.`
          : 'The version you started from is no longer the newest.'}{' '}
        {merge ? 'Their other changes and yours are merged; you both changed these:' : 'Your changes are still here.'}
      </p>
      {merge?.clashes.map((clash, index) => {
        const { heading, rows } = clashDiff(clash);
        return (
          <table key={index} className="editor-diff">
            <caption>{heading}</caption>
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Yours</th>
                <th scope="col">Theirs</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.where}>
                  <th scope="row">{row.where}</th>
                  <td>{row.mine}</td>
                  <td>{row.theirs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      <div className="editor-conflict-actions">
        <button type="button" className="editor-button editor-button-primary" onClick={() => send({ type: 'KEEP_MINE' })}>
          {merge ? 'Keep yours for these' : 'Keep my version'}
        </button>
        <button type="button" className="editor-button" onClick={() => send({ type: 'TAKE_THEIRS' })}>
          {merge ? 'Take theirs for these (Undo brings yours back)' : 'Open theirs (Undo brings mine back)'}
        </button>
      </div>
    </section>
  );
}
