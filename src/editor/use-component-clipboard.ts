import { useCallback, useState } from 'react';
import type { PageComponent } from '../../contract/page-data';
import { CLIPBOARD_KEY, clipboardText, readClipboard } from './component-clipboard';

/** Reads the clipboard's text; when the browser will not say (no permission), the last copy made in this store. */
async function copiedText(): Promise<string> {
  try {
    const text = await navigator.clipboard.readText();
    if (text.includes('storefront/components')) return text;
  } catch {
    // Not allowed or not focused: the copy kept in this browser stands in.
  }
  return localStorage.getItem(CLIPBOARD_KEY) ?? '';
}

/**
 * Copy and paste of components between pages and tabs: a copy goes on the system clipboard and is kept
 * for this store's other tabs; a paste is migrated and validated before anything is inserted.
 */
export function useComponentClipboard(insert: (components: PageComponent[]) => void) {
  const [message, setMessage] = useState<string | null>(null);
  const copy = useCallback(async (components: PageComponent[]) => {
    const text = clipboardText(components);
    localStorage.setItem(CLIPBOARD_KEY, text);
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setMessage(components.length === 1 ? 'Copied: paste it on any page of this store' : `${components.length} components copied`);
  }, []);
  const paste = useCallback(async () => {
    const read = readClipboard(await copiedText());
    if ('problem' in read) return setMessage(read.problem);
    if (read.components.length) insert(read.components);
    const refused = read.refused.length ? ` Refused: ${read.refused.join('; ')}.` : '';
    setMessage(`${read.components.length ? `Pasted ${read.components.length}.` : 'Nothing pasted.'}${refused}`);
  }, [insert]);
  return { copy, paste, message };
}
