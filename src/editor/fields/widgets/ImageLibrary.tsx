import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { errorMessage } from '../../../api/error-text';
import { imageUrl } from '../../../../contract/image-url';
import { useForm } from '../form-context';
import { useSearch } from '../../use-search';

const FileSchema = z.object({ name: z.string(), original_name: z.string(), width: z.number(), height: z.number() });
const FilesSchema = z.object({ files: z.array(FileSchema) });
type MediaFile = z.infer<typeof FileSchema>;

/** Upload an image (checked and resized by the server) or pick one of the website's uploads, found by name. */
export function ImageLibrary({ onPick }: { onPick: (name: string) => void }) {
  const { api, readOnly } = useForm();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [uploaded, setUploaded] = useState<MediaFile[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useSearch(
    open ? query.trim() : null,
    async (q, signal) => FilesSchema.parse(await api.get<unknown>('/api/builder/media', { q: q || undefined }, signal)).files,
    200,
  );
  // What was uploaded since the library opened comes first, whatever the search.
  const files = search.found && [...uploaded, ...search.found.filter((file) => !uploaded.some((u) => u.name === file.name))];

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      const body = new Blob([file], { type: file.type || 'application/octet-stream' });
      const saved = FileSchema.parse(
        await api.post('/api/builder/media', body, { headers: { 'x-file-name': encodeURIComponent(file.name) } }),
      );
      onPick(saved.name);
      setMessage(`Uploaded: ${saved.original_name} (${saved.width} × ${saved.height})`);
      setUploaded((known) => [saved, ...known.filter((f) => f.name !== saved.name)]);
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field-library">
      <div className="field-item-actions">
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          disabled={readOnly || busy}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label className={`editor-button field-upload${readOnly || busy ? ' field-upload-off' : ''}`} htmlFor={`${id}-file`}>
          {busy ? 'Uploading…' : 'Upload an image'}
        </label>
        <button type="button" className="editor-button" aria-expanded={open} disabled={readOnly} onClick={() => setOpen(!open)}>
          {open ? 'Close the library' : 'Choose from the library'}
        </button>
      </div>
      {message || search.error ? (
        <p className="field-hint" role="status">
          {message ?? search.error}
        </p>
      ) : null}
      {open ? (
        <div className="field-library-panel">
          <label htmlFor={`${id}-search`}>Find an uploaded image</label>
          <input
            id={`${id}-search`}
            className="field-input"
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          {files && !files.length ? <p className="field-hint">No uploaded image matches.</p> : null}
          <ul className="field-library-grid" aria-label="Uploaded images">
            {(files ?? []).map((file) => (
              <li key={file.name}>
                <button type="button" className="field-library-pick" onClick={() => onPick(file.name)}>
                  <img src={imageUrl(file.name, 'small')} alt="" loading="lazy" />
                  <span>{file.original_name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
