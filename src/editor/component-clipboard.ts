import { CURRENT_PAGE_VERSION, migratePage } from '../../contract/migrations/migrate-page';
import type { PageComponent } from '../../contract/page-data';
import { validatePageData } from '../../contract/page-validation';

/** What marks the editor's own copies on the clipboard (anything else pasted is refused). */
const KIND = 'storefront/components';
/** localStorage key of the last copy: other tabs of this store read it when the clipboard cannot be read. */
export const CLIPBOARD_KEY = 'page-editor:clipboard';

/** The text a copy puts on the clipboard: the components (without the server's `response`) and their format version. */
export function clipboardText(components: readonly PageComponent[]): string {
  return JSON.stringify({
    kind: KIND,
    version: CURRENT_PAGE_VERSION,
    components: components.map(({ response: _response, ...component }) => component),
  });
}

/**
 * Components read back from a copy, migrated from the version they were copied in and each checked by
 * its type's validator: the ones that pass, and why the others were refused.
 */
export function readClipboard(text: string): { components: PageComponent[]; refused: string[] } | { problem: string } {
  let copied: unknown;
  try {
    copied = JSON.parse(text);
  } catch {
    return { problem: 'The clipboard holds no components copied from the page editor' };
  }
  const { kind, version, components } = (copied && typeof copied === 'object' ? copied : {}) as Record<string, unknown>;
  if (kind !== KIND || !Array.isArray(components)) return { problem: 'The clipboard holds no components copied from the page editor' };
  const migrated = migratePage({ version: typeof version === 'number' ? version : 1, data: components }) as { data: unknown[] };
  const accepted: PageComponent[] = [];
  const refused: string[] = [];
  for (const component of migrated.data.slice(0, 500)) {
    const result = validatePageData({ version: CURRENT_PAGE_VERSION, data: [component] });
    const name =
      component && typeof component === 'object' ? String((component as { name?: unknown }).name ?? 'a component') : 'a component';
    if (result.ok) accepted.push({ ...(component as PageComponent), order: 0 });
    else refused.push(`${name}: ${result.errors[0]?.message ?? 'is invalid'}`);
  }
  return { components: accepted, refused };
}
