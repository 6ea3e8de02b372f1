import { migratePage } from '../../contract/migrations/migrate-page';
import { type PageComponent, type PageData, parsePageData } from '../../contract/page-data';

/** A component as the editor places it: `hidden` keeps it on the page but out of the store (ours). */
export type EditorComponent = PageComponent & { hidden?: boolean };

/** One change to a page's components, as the editor's commands make them. */
export type PageEdit =
  | { kind: 'add'; component: PageComponent; at: number }
  | { kind: 'paste'; components: readonly PageComponent[]; at: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'remove'; index: number }
  | { kind: 'duplicate'; index: number }
  | { kind: 'toggle-hidden'; index: number }
  | { kind: 'replace'; index: number; component: PageComponent }
  | { kind: 'page'; fields: Partial<Omit<PageData, 'data'>> };

const clampIndex = (at: number, length: number) => Math.max(0, Math.min(Math.trunc(at), length));
const has = (page: PageData, index: number) => Number.isInteger(index) && index >= 0 && index < page.data.length;

/** The components renumbered so `order` follows their place: the store sorts by `order`, the editor by place. */
function placed(page: PageData, components: PageComponent[]): PageData {
  return { ...page, data: components.map((c, order) => (c.order === order ? c : { ...c, order })) };
}

/** A page as the editor holds it: components in the order the store shows them, numbered 0, 1, 2 … */
export function inPlaceOrder(page: PageData): PageData {
  const sorted = page.data.map((c, index) => ({ c, index })).sort((a, b) => a.c.order - b.c.order || a.index - b.index);
  return placed(
    page,
    sorted.map(({ c }) => c),
  );
}

/**
 * Applies one edit; an edit that names a place the page does not have changes nothing (the same
 * object comes back, so the editor records no step).
 */
export function applyEdit(page: PageData, edit: PageEdit): PageData {
  const list = [...page.data];
  switch (edit.kind) {
    case 'add':
      list.splice(clampIndex(edit.at, list.length), 0, edit.component);
      return placed(page, list);
    case 'paste':
      if (!edit.components.length) return page;
      list.splice(clampIndex(edit.at, list.length), 0, ...edit.components);
      return placed(page, list);
    case 'move': {
      if (!has(page, edit.from) || !has(page, edit.to) || edit.from === edit.to) return page;
      const [moved] = list.splice(edit.from, 1) as [PageComponent];
      list.splice(edit.to, 0, moved);
      return placed(page, list);
    }
    case 'remove':
      if (!has(page, edit.index)) return page;
      list.splice(edit.index, 1);
      return placed(page, list);
    case 'duplicate':
      if (!has(page, edit.index)) return page;
      list.splice(edit.index + 1, 0, structuredClone(list[edit.index] as PageComponent));
      return placed(page, list);
    case 'toggle-hidden': {
      if (!has(page, edit.index)) return page;
      const { hidden, ...rest } = list[edit.index] as EditorComponent;
      const shown: EditorComponent = hidden ? rest : { ...rest, hidden: true };
      list[edit.index] = shown;
      return placed(page, list);
    }
    case 'replace':
      if (!has(page, edit.index)) return page;
      list[edit.index] = edit.component;
      return placed(page, list);
    case 'page':
      return { ...page, ...edit.fields, data: page.data };
  }
}

/** Where the selection goes after an edit: it follows the component it was on, or the one the edit made. */
export function selectionAfter(edit: PageEdit, selected: number | null, length: number): number | null {
  switch (edit.kind) {
    case 'add':
      return clampIndex(edit.at, length - 1);
    case 'paste':
      return edit.components.length ? clampIndex(edit.at, length - edit.components.length) : selected;
    case 'duplicate':
      return edit.index + 1;
    case 'remove':
      if (selected === null || selected < edit.index) return selected;
      return selected === edit.index ? null : selected - 1;
    case 'move':
      if (selected === null) return null;
      if (selected === edit.from) return edit.to;
      if (edit.from < selected && selected <= edit.to) return selected - 1;
      if (edit.to <= selected && selected < edit.from) return selected + 1;
      return selected;
    default:
      return selected;
  }
}

/**
 * Reads a saved version for editing: migrated, the envelope's fields defaulted as the store reads
 * them, and every component that has a name kept whole (with `hidden`, which the store's reading drops).
 */
export function editorPage(raw: unknown): PageData {
  const migrated = migratePage(raw);
  const fields = migrated && typeof migrated === 'object' ? (migrated as Record<string, unknown>) : {};
  const list = Array.isArray(fields.data) ? (fields.data as unknown[]) : [];
  const components = list.filter(
    (c): c is EditorComponent => Boolean(c) && typeof c === 'object' && typeof (c as { name?: unknown }).name === 'string',
  );
  return inPlaceOrder({
    ...parsePageData({ ...fields, data: [] }),
    data: components.map((c) => (typeof c.order === 'number' && Number.isFinite(c.order) ? c : { ...c, order: 0 })),
  });
}
