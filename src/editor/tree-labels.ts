import { childLists } from '../../contract/component-tree';
import type { PageComponent } from '../../contract/page-data';
import type { TreeRow } from '../machines/page-tree';
import { canonicalName } from '../generated/components';
import { titleOf } from './component-catalogue';
import { componentSchema, schemaAt } from './fields/schema';

/**
 * What the owner calls one of a layout's lists: the label of the item holding it ("Breakfast", a
 * tab's), else its schema's title and number ("Column 2"), else, for a layout's only list, the
 * layout's own name.
 */
export function listLabel(layout: PageComponent, list: number, lists: number): string {
  const pointer = childLists(layout)[list]?.pointer ?? '';
  const path = pointer
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const last = path.findLastIndex((part) => typeof part === 'number');
  if (last < 0) return lists > 1 ? `${titleOf(layout.name)} ${list + 1}` : titleOf(layout.name);
  const item = path
    .slice(0, last + 1)
    .reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], layout);
  const label = item && typeof item === 'object' ? (item as { label?: unknown }).label : undefined;
  if (typeof label === 'string' && label.trim()) return label.trim();
  const located = componentSchema(canonicalName(layout.name) ?? layout.name);
  const title = located ? schemaAt(located, path.slice(0, last + 1))?.schema.title : undefined;
  return `${typeof title === 'string' ? title : 'List'} ${(path[last] as number) + 1}`;
}

/** Where a component inside a layout stands, in the owner's words ("In Columns, Column 2"); null on the page. */
export function placeLabel(rows: readonly TreeRow[], index: number): string | null {
  const row = rows[index];
  const parent = row?.parent === null || row === undefined ? undefined : rows[row.parent];
  if (!row || !parent) return null;
  const layout = titleOf(parent.component.name);
  return parent.lists > 1 ? `In ${layout}, ${listLabel(parent.component, row.list, parent.lists)}` : `In ${layout}`;
}
