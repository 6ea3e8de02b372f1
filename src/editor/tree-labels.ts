import type { PageComponent } from '../../contract/page-data';
import type { TreeRow } from '../machines/page-tree';
import { titleOf } from './component-catalogue';

/** What the owner calls one of a layout's lists: "Column 2" of several, the layout's own name for its only one. */
export function listLabel(layout: PageComponent, list: number, lists: number): string {
  return lists > 1 ? `Column ${list + 1}` : titleOf(layout.name);
}

/** Where a component inside a layout stands, in the owner's words ("In Columns, Column 2"); null on the page. */
export function placeLabel(rows: readonly TreeRow[], index: number): string | null {
  const row = rows[index];
  const parent = row?.parent === null || row === undefined ? undefined : rows[row.parent];
  if (!row || !parent) return null;
  return parent.lists > 1
    ? `In ${titleOf(parent.component.name)}, ${listLabel(parent.component, row.list, parent.lists)}`
    : `In ${titleOf(parent.component.name)}`;
}
