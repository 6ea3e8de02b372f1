import { MAX_LAYOUT_DEPTH, withChildLists } from '../../contract/component-tree';
import { migratePage } from '../../contract/migrations/migrate-page';
import { type PageComponent, type PageData } from '../../contract/page-data';
import { parsePageData } from '../../contract/read-page-data';
import {
  type ListAddress,
  moveTo,
  placeAfter,
  placeOfRow,
  putAt,
  replaceAt,
  takeOut,
  type TreeChange,
  type TreeRow,
  treeRows,
} from './page-tree';

/** A component as the editor places it: `hidden` keeps it on the page but out of the store (ours). */
export type EditorComponent = PageComponent & { hidden?: boolean };

/**
 * One change to a page's components, as the editor's commands make them. Components are named by
 * their flat index (`page-tree.ts`: parents first, so a page without layouts numbers them 0, 1, 2 …);
 * `in` names a layout's list to add into (the page's own when absent), `at` the place in that list.
 */
export type PageEdit =
  | { kind: 'add'; component: PageComponent; at: number; in?: ListAddress }
  | { kind: 'paste'; components: readonly PageComponent[]; at: number; in?: ListAddress }
  /** Dragged along the rows: onto the place of the component at `to`, into or out of a layout. */
  | { kind: 'move'; from: number; to: number }
  /** Moved into a list (a layout's column, even an empty one) at a place. */
  | { kind: 'place'; from: number; in: ListAddress; at: number }
  | { kind: 'remove'; index: number }
  | { kind: 'duplicate'; index: number }
  | { kind: 'toggle-hidden'; index: number }
  | { kind: 'replace'; index: number; component: PageComponent }
  | { kind: 'page'; fields: Partial<Omit<PageData, 'data'>> };

const PAGE_LIST: ListAddress = { parent: null, list: 0 };
const rowsCache = new WeakMap<readonly PageComponent[], TreeRow[]>();

/** The page's components as rows, parents first (read once per version of the list). */
export function pageRows(page: PageData): readonly TreeRow[] {
  let rows = rowsCache.get(page.data);
  if (!rows) {
    rows = treeRows(page.data);
    rowsCache.set(page.data, rows);
  }
  return rows;
}

/** What an edit made: the page, what is selected after it, and where a typed field's pointers start. */
export interface EditedPage {
  page: PageData;
  selected: number | null;
  /** The replaced component's pointer, '' for the page's own fields, undefined for a change of lists. */
  scope?: string;
}

/** The change an edit makes to the tree (null: it names a place the page does not have). */
function changeOf(page: PageData, edit: Exclude<PageEdit, { kind: 'page' }>): TreeChange | null {
  const rows = pageRows(page);
  switch (edit.kind) {
    case 'add':
      return putAt(page.data, [edit.component], { in: edit.in ?? PAGE_LIST, at: edit.at });
    case 'paste':
      return putAt(page.data, edit.components, { in: edit.in ?? PAGE_LIST, at: edit.at });
    case 'move': {
      const place = placeOfRow(rows, edit.from, edit.to);
      return place && moveTo(page.data, edit.from, place);
    }
    case 'place':
      return moveTo(page.data, edit.from, { in: edit.in, at: edit.at });
    case 'remove':
      return takeOut(page.data, edit.index);
    case 'duplicate': {
      const place = placeAfter(rows, edit.index);
      return place && putAt(page.data, [structuredClone(rows[edit.index]?.component as PageComponent)], place);
    }
    case 'toggle-hidden': {
      const row = rows[edit.index];
      if (!row) return null;
      const { hidden, ...rest } = row.component as EditorComponent;
      const toggled: EditorComponent = hidden ? rest : { ...rest, hidden: true };
      return replaceAt(page.data, edit.index, toggled);
    }
    case 'replace':
      return replaceAt(page.data, edit.index, edit.component);
  }
}

/**
 * Applies one edit; null for an edit that names a place the page does not have (nothing changes, so
 * the editor records no step). The selection follows the component it was on, or goes to the one the
 * edit made.
 */
export function editPage(page: PageData, edit: PageEdit, selected: number | null): EditedPage | null {
  if (edit.kind === 'page') return { page: { ...page, ...edit.fields, data: page.data }, selected, scope: '' };
  const change = changeOf(page, edit);
  if (!change) return null;
  const made = edit.kind === 'add' || edit.kind === 'paste' || edit.kind === 'duplicate';
  return {
    page: { ...page, data: change.data },
    selected: made ? change.first : selected === null ? null : change.follow(selected),
    scope: edit.kind === 'replace' ? pageRows(page)[edit.index]?.pointer : undefined,
  };
}

/** The page after one edit (the same page when the edit names a place it does not have). */
export function applyEdit(page: PageData, edit: PageEdit): PageData {
  return editPage(page, edit, null)?.page ?? page;
}

/** A list of components as the editor holds it: only components, in the order the store shows them, numbered 0, 1, 2 …, their layouts' lists too. */
function tidy(list: readonly unknown[], depth: number): EditorComponent[] {
  const components = list
    .filter((c): c is EditorComponent => Boolean(c) && typeof c === 'object' && typeof (c as { name?: unknown }).name === 'string')
    .map((c, index) => ({ c, index, order: typeof c.order === 'number' && Number.isFinite(c.order) ? c.order : 0 }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  return components.map(({ c }, order) => {
    const placed = c.order === order ? c : { ...c, order };
    return depth < MAX_LAYOUT_DEPTH ? withChildLists(placed, (children) => tidy(children, depth + 1)) : placed;
  });
}

/**
 * Reads a saved version for editing: migrated, the envelope's fields defaulted as the store reads
 * them, and every component that has a name kept whole (with `hidden`, which the store's reading drops).
 */
export function editorPage(raw: unknown): PageData {
  const migrated = migratePage(raw);
  const fields = migrated && typeof migrated === 'object' ? (migrated as Record<string, unknown>) : {};
  const list = Array.isArray(fields.data) ? (fields.data as unknown[]) : [];
  return { ...parsePageData({ ...fields, data: [] }), data: tidy(list, 0) };
}
