import { diff3Merge, diffComm } from 'node-diff3';
import { childLists, withChildLists } from '../../contract/component-tree';
import type { PageComponent, PageData } from '../../contract/page-data';

/** Both editors changed the same part differently: one component (or a run of them) or one of the page's own fields. */
export type Clash =
  { kind: 'components'; mine: PageComponent[]; theirs: PageComponent[] } | { kind: 'field'; field: string; mine: unknown; theirs: unknown };

/**
 * Two editors' versions of a page made from one base, merged part by part: each side's changes are
 * taken where the other left that part alone. Where both changed a part differently, `mine` takes
 * my side of it and `theirs` theirs, and `clashes` says which parts.
 */
export interface PageMerge {
  mine: PageData;
  theirs: PageData;
  clashes: Clash[];
}

/** A value's text with object keys sorted, so equal content compares equal whatever the keys' order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .flatMap((key) => {
        const item = (value as Record<string, unknown>)[key];
        return item === undefined ? [] : [`${JSON.stringify(key)}:${canonical(item)}`];
      })
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/** A component as content: its place (`order`) is the list's business. */
const contentOf = ({ order: _order, ...rest }: PageComponent) => canonical(rest);

/**
 * A run both sides changed. The same length everywhere: component by component (neighbours edited
 * apart). One side edited in place while the other added, removed or replaced components: the
 * other's list, with the in-place side's edits, unless it removed or replaced one the in-place side
 * changed. Anything else is one clash.
 */
function mergeRun(o: PageComponent[], a: PageComponent[], b: PageComponent[], clashes: Clash[]): [PageComponent[], PageComponent[]] {
  // Both only added here (nothing was there before): both additions stay, theirs first.
  if (!o.length)
    return [
      [...b, ...a],
      [...b, ...a],
    ];
  const changed = (side: PageComponent[], i: number) => contentOf(side[i]!) !== contentOf(o[i]!);
  if (a.length === o.length && b.length === o.length) {
    const mine: PageComponent[] = [];
    const theirs: PageComponent[] = [];
    o.forEach((_, i) => {
      const [x, y] = [a[i]!, b[i]!];
      const inside = changed(a, i) && changed(b, i) ? mergeLayout(o[i]!, x, y) : null;
      if (!changed(a, i) || contentOf(x) === contentOf(y)) [mine[i], theirs[i]] = [y, y];
      else if (!changed(b, i)) [mine[i], theirs[i]] = [x, x];
      else if (inside) [mine[i], theirs[i]] = [inside, inside];
      else {
        clashes.push({ kind: 'components', mine: [x], theirs: [y] });
        [mine[i], theirs[i]] = [x, y];
      }
    });
    return [mine, theirs];
  }
  const inPlace = a.length === o.length ? a : b.length === o.length ? b : null;
  const other = inPlace === a ? b : a;
  if (inPlace) {
    const mine: PageComponent[] = [];
    const theirs: PageComponent[] = [];
    const found: Clash[] = [];
    let [i, j, whole] = [0, 0, false];
    for (const chunk of diffComm(o.map(contentOf), other.map(contentOf))) {
      const kept = chunk.common?.length ?? 0;
      const removed = chunk.buffer1?.length ?? 0;
      const added = chunk.buffer2?.length ?? 0;
      for (let k = 0; k < kept; k++) {
        mine.push(inPlace[i + k]!);
        theirs.push(inPlace[i + k]!);
      }
      // Replaced one for one: component by component, as both may have edited the same one.
      for (let k = 0; removed === added && k < added; k++) {
        const [x, y] = [inPlace[i + k]!, other[j + k]!];
        const inside = changed(inPlace, i + k) ? mergeLayout(o[i + k]!, x, y) : null;
        if (!changed(inPlace, i + k) || contentOf(x) === contentOf(y) || inside) {
          mine.push(inside ?? y);
          theirs.push(inside ?? y);
        } else {
          const [m, t] = inPlace === a ? [x, y] : [y, x];
          found.push({ kind: 'components', mine: [m], theirs: [t] });
          mine.push(m);
          theirs.push(t);
        }
      }
      if (removed !== added) {
        for (let k = 0; k < removed; k++) whole ||= changed(inPlace, i + k);
        mine.push(...other.slice(j, j + added));
        theirs.push(...other.slice(j, j + added));
      }
      i += kept + removed;
      j += kept + added;
    }
    if (!whole) {
      clashes.push(...found);
      return [mine, theirs];
    }
  }
  clashes.push({ kind: 'components', mine: a, theirs: b });
  return [a, b];
}

/**
 * A layout both sides changed, merged inside: its own fields as one side left them (or both changed
 * alike), and each of its lists merged as the page's list is, so edits to different components in it
 * both survive. Null when anything in it clashes, or its lists differ in number (a column added):
 * then the whole layout is the clash.
 */
function mergeLayout(o: PageComponent, a: PageComponent, b: PageComponent): PageComponent | null {
  const [lo, la, lb] = [o, a, b].map(childLists);
  if (!lo!.length || a.name !== o.name || b.name !== o.name) return null;
  const pointers = (lists: typeof lo) => lists!.map((list) => list.pointer).join(' ');
  if (pointers(la) !== pointers(lo) || pointers(lb) !== pointers(lo)) return null;
  const [so, sa, sb] = [o, a, b].map((component) => contentOf(withChildLists(component, () => [])));
  if (sa !== so && sb !== so && sa !== sb) return null;
  const lists: PageComponent[][] = [];
  for (const [k, list] of lo!.entries()) {
    const clashes: Clash[] = [];
    const [merged] = mergeList(list.list as PageComponent[], la![k]!.list as PageComponent[], lb![k]!.list as PageComponent[], clashes);
    if (clashes.length) return null;
    lists.push(merged);
  }
  let next = 0;
  return withChildLists(sa !== so ? a : b, () => lists[next++]!);
}

/** A list of components (the page's, or a layout's) merged from two sides, numbered by their new places. */
function mergeList(
  base: PageComponent[],
  mine: PageComponent[],
  theirs: PageComponent[],
  clashes: Clash[],
): [PageComponent[], PageComponent[]] {
  const byKey = new Map<string, PageComponent>();
  const keys = (list: PageComponent[]) =>
    list.map((component) => {
      const key = contentOf(component);
      byKey.set(key, component);
      return key;
    });
  const [o, a, b] = [keys(base), keys(mine), keys(theirs)];
  const back = (list: string[]) => list.map((key) => byKey.get(key)!);
  const listMine: PageComponent[] = [];
  const listTheirs: PageComponent[] = [];
  for (const region of diff3Merge(a, o, b)) {
    if (region.ok) {
      listMine.push(...back(region.ok));
      listTheirs.push(...back(region.ok));
    } else if (region.conflict) {
      const [m, t] = mergeRun(back(region.conflict.o), back(region.conflict.a), back(region.conflict.b), clashes);
      listMine.push(...m);
      listTheirs.push(...t);
    }
  }
  // Numbered by their new places (the store sorts by `order`).
  const placed = (list: PageComponent[]) =>
    list.map((component, order) => (component.order === order ? component : { ...component, order }));
  return [placed(listMine), placed(listTheirs)];
}

/** Merges my page and theirs, both made from `base`. */
export function mergePages(base: PageData, mine: PageData, theirs: PageData): PageMerge {
  const clashes: Clash[] = [];
  const [listMine, listTheirs] = mergeList(base.data, mine.data, theirs.data, clashes);
  // The page's own fields (title, SEO, CSS…), one by one.
  const fieldsMine: Record<string, unknown> = {};
  const fieldsTheirs: Record<string, unknown> = {};
  const fields = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)].filter((key) => key !== 'data'));
  for (const field of fields) {
    const [x, y, z] = [base, mine, theirs].map((page) => (page as unknown as Record<string, unknown>)[field]);
    const [cx, cy, cz] = [x, y, z].map(canonical);
    const clash = cy !== cx && cz !== cx && cy !== cz;
    if (clash) clashes.push({ kind: 'field', field, mine: y, theirs: z });
    fieldsMine[field] = cy !== cx ? y : z;
    fieldsTheirs[field] = clash || cy === cx ? z : y;
  }
  return {
    mine: { ...(fieldsMine as Omit<PageData, 'data'>), data: listMine },
    theirs: { ...(fieldsTheirs as Omit<PageData, 'data'>), data: listTheirs },
    clashes,
  };
}
