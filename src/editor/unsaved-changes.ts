import type { StoredDraft } from '../machines/document-editor.machine';

const keyOf = (path: string) => `page-editor:unsaved:${path}`;

/** Unsaved changes kept for `path` in this browser (this website: storage is per origin), or null. */
export function readUnsaved(storage: Storage, path: string): StoredDraft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(path)) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { base, data } = value as Record<string, unknown>;
    const baseOk = base === null || (typeof base === 'number' && Number.isInteger(base));
    return baseOk && data && typeof data === 'object' && !Array.isArray(data) ? { base: base as number | null, data } : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the unsaved changes of `path`; a full storage keeps nothing and says nothing. */
export function keepUnsaved(storage: Storage, path: string, draft: StoredDraft | null): void {
  try {
    if (draft) storage.setItem(keyOf(path), JSON.stringify(draft));
    else storage.removeItem(keyOf(path));
  } catch {
    // Quota or private mode: the changes stay in the tab until saved.
  }
}
