import type { Clash } from '../machines/merge-pages';
import { titleOf } from './component-catalogue';
import { summaryOf } from './component-summary';
import { COMPONENT_PARTS } from './fields/ComponentForm';
import { child, componentSchema, labelOf, type Located, pageSchema as page, schemaAt } from './fields/schema';

/** One difference of a clash: where, in the owner's words, and each side's value as text. */
export interface ClashRow {
  where: string;
  mine: string;
  theirs: string;
}

/** A clash's heading and its differences, field by field. */
export interface ClashDiff {
  heading: string;
  rows: ClashRow[];
}

// Not the owner's: a component's place and the server's data for it.
const SKIPPED = new Set(['order', 'response']);
const NONE = '(none)';

function text(value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE;
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return shown.length > 160 ? `${shown.slice(0, 159)}…` : shown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Where each leaf of `mine` and `theirs` differs, named by the schema's titles ("Questions › 2 › Answer"). */
function rowsOf(
  located: Located | null,
  mine: unknown,
  theirs: unknown,
  parts: Record<string, string> = {},
  path: (string | number)[] = [],
  names: string[] = [],
): ClashRow[] {
  const nested = (key: string | number) => {
    const at = [...path, key];
    const schema = located ? schemaAt(located, at)?.schema : undefined;
    const name = typeof key === 'number' ? String(key + 1) : (schema?.title ?? (path.length ? undefined : parts[key]) ?? labelOf(key, {}));
    const [m, t] = [mine, theirs].map((side) => (side as Record<string | number, unknown> | undefined)?.[key]);
    return rowsOf(located, m, t, parts, at, [...names, name]);
  };
  // A side without the value (an item only the other has) is compared as empty, so each field shows.
  const absent = (value: unknown) => value === undefined || value === null;
  if ((isRecord(mine) || isRecord(theirs)) && (isRecord(mine) || absent(mine)) && (isRecord(theirs) || absent(theirs)))
    return [...new Set([...Object.keys(mine ?? {}), ...Object.keys(theirs ?? {})])].filter((key) => !SKIPPED.has(key)).flatMap(nested);
  if ((Array.isArray(mine) || Array.isArray(theirs)) && (Array.isArray(mine) || absent(mine)) && (Array.isArray(theirs) || absent(theirs)))
    return Array.from(
      { length: Math.max((mine as unknown[] | null)?.length ?? 0, (theirs as unknown[] | null)?.length ?? 0) },
      (_, index) => index,
    ).flatMap(nested);
  return JSON.stringify(mine) === JSON.stringify(theirs)
    ? []
    : [{ where: names.join(' › ') || 'Value', mine: text(mine), theirs: text(theirs) }];
}

const listed = (components: Clash & { kind: 'components' }, side: 'mine' | 'theirs') =>
  components[side].map((c) => `${titleOf(c.name)}: ${summaryOf(c) || '…'}`).join('; ') || '(removed)';

/** What the owner is shown of a clash: the component or page setting, and how the two versions differ. */
export function clashDiff(clash: Clash): ClashDiff {
  if (clash.kind === 'field') {
    const schema = page.schema.properties?.[clash.field];
    const heading = labelOf(clash.field, schema ?? {});
    const rows = rowsOf(schema ? child(page, schema) : null, clash.mine, clash.theirs);
    return { heading: `This page’s ${heading}`, rows: rows.map((row) => (row.where === 'Value' ? { ...row, where: heading } : row)) };
  }
  const [mine, theirs] = [clash.mine, clash.theirs];
  if (mine.length === 1 && theirs.length === 1 && mine[0]!.name === theirs[0]!.name)
    return { heading: titleOf(mine[0]!.name), rows: rowsOf(componentSchema(mine[0]!.name), mine[0], theirs[0], COMPONENT_PARTS) };
  return {
    heading: 'Components in one place',
    rows: [{ where: 'Components', mine: listed(clash, 'mine'), theirs: listed(clash, 'theirs') }],
  };
}
