import type { PageVersion } from '../../contract/page-versions';
import { formatWhen } from './format-when';

/** The bar over a past version shown in the canvas: back to editing, or restore it as the newest draft. */
export function VersionPreview({
  version,
  canEdit,
  onClose,
  onRestore,
}: {
  version: PageVersion;
  canEdit: boolean;
  onClose: () => void;
  onRestore: () => void;
}) {
  return (
    <div className="editor-previewing" role="status">
      <p>
        Previewing the version published by {version.published_by ?? 'someone'} {formatWhen(version.published_at ?? version.created_at)}.
      </p>
      <button type="button" className="editor-button" onClick={onClose}>
        Back to editing
      </button>
      <button type="button" className="editor-button editor-button-primary" disabled={!canEdit} onClick={onRestore}>
        Restore this version
      </button>
    </div>
  );
}
