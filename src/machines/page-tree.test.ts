import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LAYOUT_DEPTH } from '../../contract/component-tree';
import type { PageComponent, PageData } from '../../contract/page-data';
import { validatePageData } from '../../contract/page-validation';
import { editorPage, editPage, type PageEdit, pageRows } from './page-edits';
import { movedPlace, rowAt, treeRows } from './page-tree';

// Issue 37, layouts: "drag into and out of slots; the outline shows the tree". The editor names
// components by their place in the tree read parents first; these check every edit against a plain
// model of nested lists.

type Kind = 'heading' | 'section' | 'columns';
/** The model: a component is a tag, its kind, and its lists (a section has one, columns two). */
interface Item {
  tag: string;
  kind: Kind;
  lists: Item[][];
}

const componentOf = (item: Item): PageComponent => {
  const lists = item.lists.map((list) => list.map(componentOf));
  if (item.kind === 'heading') return { name: 'heading', order: 0, data: { title: item.tag } };
  if (item.kind === 'section') return { name: 'section', order: 0, data: { title: item.tag, children: lists[0] } };
  return { name: 'columns', order: 0, data: { title: item.tag, columns: lists } };
};
const fresh = (kind: Kind, tag: string): Item => ({ tag, kind, lists: kind === 'heading' ? [] : kind === 'section' ? [[]] : [[], []] });

/** The page's tree as tags: `a`, `s[b,c]`, `k[d|e]`. */
function shape(list: readonly PageComponent[]): string {
  return list
    .map((c) => {
      const data = c.data as { title: string; children?: PageComponent[]; columns?: PageComponent[][] };
      if (c.name === 'section') return `${data.title}[${shape(data.children ?? [])}]`;
      if (c.name === 'columns') return `${data.title}[${(data.columns ?? []).map(shape).join('|')}]`;
      return data.title;
    })
    .join(',');
}
function modelShape(list: readonly Item[]): string {
  return list
    .map((i) => (i.kind === 'heading' ? i.tag : `${i.tag}[${i.lists.map(modelShape).join(i.kind === 'columns' ? '|' : '')}]`))
    .join(',');
}

interface ModelRow {
  item: Item;
  list: Item[];
  depth: number;
}
function flat(list: Item[], depth = 0, into: ModelRow[] = []): ModelRow[] {
  for (const item of list) {
    into.push({ item, list, depth });
    for (const child of item.lists) flat(child, depth + 1, into);
  }
  return into;
}
const within = (ancestor: Item, item: Item): boolean => ancestor === item || ancestor.lists.some((l) => l.some((c) => within(c, item)));
/** The deepest a layout and a component of `item` would stand at `depth`. */
const fits = (item: Item, depth: number): boolean =>
  depth <= MAX_LAYOUT_DEPTH &&
  (item.kind === 'heading' || (depth < MAX_LAYOUT_DEPTH && item.lists.every((l) => l.every((c) => fits(c, depth + 1)))));

/** The model's own move: out of its list, then into `target` at `at` (clamped); refused where the page would refuse it. */
function modelPlace(
  page: Item[],
  from: ModelRow,
  target: { list: Item[]; depth: number; owner: Item | null },
  at: (list: Item[]) => number,
) {
  if ((target.owner && within(from.item, target.owner)) || !fits(from.item, target.depth)) return false;
  from.list.splice(from.list.indexOf(from.item), 1);
  target.list.splice(Math.max(0, Math.min(at(target.list), target.list.length)), 0, from.item);
  return page;
}

const step = fc.oneof(
  fc.record({
    op: fc.constant('add' as const),
    kind: fc.constantFrom<Kind>('heading', 'heading', 'section', 'columns'),
    into: fc.nat(30),
    list: fc.nat(2),
    at: fc.integer({ min: -1, max: 5 }),
  }),
  fc.record({ op: fc.constant('move' as const), from: fc.nat(30), to: fc.nat(30) }),
  fc.record({
    op: fc.constant('place' as const),
    from: fc.nat(30),
    into: fc.integer({ min: -1, max: 30 }),
    list: fc.nat(2),
    at: fc.integer({ min: -1, max: 5 }),
  }),
  fc.record({ op: fc.constant('remove' as const), index: fc.nat(30) }),
  fc.record({ op: fc.constant('duplicate' as const), index: fc.nat(30) }),
  fc.record({ op: fc.constant('select' as const), index: fc.nat(30) }),
);

describe('editing a page whose components hold components', () => {
  it('adds, moves into and out of layouts, removes and duplicates as nested lists do; the selection stays on its component (model-based)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let counter = 0;
        const model: Item[] = [];
        let modelSelected: Item | null = null;
        let page: PageData = editorPage({ data: [] });
        let selected: number | null = null;
        for (const drawn of steps) {
          const rows = flat(model);
          // Indexes mostly name a component that is there (one past the last stands for any that is not).
          const pick = (n: number) => n % (rows.length + 1);
          const s = {
            ...drawn,
            ...('from' in drawn ? { from: pick(drawn.from) } : {}),
            ...('to' in drawn ? { to: pick(drawn.to) } : {}),
            ...('index' in drawn ? { index: pick(drawn.index) } : {}),
            ...('into' in drawn && drawn.into >= 0 ? { into: pick(drawn.into) } : {}),
          } as typeof drawn;
          const selectedIndex = () => (modelSelected ? flat(model).findIndex((r) => r.item === modelSelected) : -1);
          let edit: PageEdit;
          if (s.op === 'select') {
            if (s.index < rows.length) {
              selected = s.index;
              modelSelected = rows[s.index]!.item;
            }
            continue;
          }
          if (s.op === 'add') {
            // Into a layout's list when `into` names one, else onto the page.
            const owner = rows[s.into]?.item;
            const list = owner && owner.lists[s.list % Math.max(1, owner.lists.length)];
            const depth = owner && list ? (rows[s.into] as ModelRow).depth + 1 : 0;
            const item = fresh(s.kind, `t${counter++}`);
            const into = owner && list ? { parent: s.into, list: owner.lists.indexOf(list) } : undefined;
            edit = { kind: 'add', component: componentOf(item), at: s.at, ...(into ? { in: into } : {}) };
            if (fits(item, depth)) {
              const target = list ?? model;
              target.splice(Math.max(0, Math.min(s.at, target.length)), 0, item);
              modelSelected = item;
            }
          } else if (s.op === 'move') {
            edit = { kind: 'move', from: s.from, to: s.to };
            const from = rows[s.from];
            const to = rows[s.to];
            if (from && to && s.from !== s.to && !within(from.item, to.item)) {
              const owner = flat(model).find((r) => r.item.lists.includes(to.list))?.item ?? null;
              modelPlace(model, from, { list: to.list, depth: to.depth, owner }, (list) => list.indexOf(to.item) + (s.to > s.from ? 1 : 0));
            }
          } else if (s.op === 'place') {
            const owner = s.into < 0 ? null : rows[s.into]?.item;
            const list = owner === null ? (s.list === 0 ? model : undefined) : owner?.lists[s.list];
            edit = { kind: 'place', from: s.from, in: { parent: s.into < 0 ? null : s.into, list: s.list }, at: s.at };
            const from = rows[s.from];
            if (from && list)
              modelPlace(model, from, { list, depth: owner ? (rows[s.into] as ModelRow).depth + 1 : 0, owner: owner ?? null }, () => s.at);
          } else if (s.op === 'remove') {
            edit = { kind: 'remove', index: s.index };
            const row = rows[s.index];
            if (row) {
              row.list.splice(row.list.indexOf(row.item), 1);
              if (modelSelected && within(row.item, modelSelected)) modelSelected = null;
            }
          } else {
            edit = { kind: 'duplicate', index: s.index };
            const row = rows[s.index];
            if (row) {
              const copy = structuredClone(row.item);
              row.list.splice(row.list.indexOf(row.item) + 1, 0, copy);
              modelSelected = copy;
            }
          }
          const edited = editPage(page, edit, selected);
          if (edited) ({ page, selected } = edited);
          expect(shape(page.data)).toBe(modelShape(model));
          const at = selectedIndex();
          expect(selected).toBe(at < 0 ? null : at);
          // Every list is numbered by place, as the store sorts it; every page made is one the server takes.
          for (const row of treeRows(page.data)) expect(row.component.order).toBe(row.at);
          const errors = validatePageData(page);
          // Duplicating a big layout again and again can pass the page's 500 components: the one refusal left.
          expect(errors.ok || errors.errors.every((e) => e.message.startsWith('a page holds at most'))).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the components an edit does not touch, and their layouts, as the same objects', () => {
    const page = editorPage({
      data: [
        { name: 'heading', data: { title: 'a' } },
        { name: 'section', data: { title: 's', children: [{ name: 'heading', data: { title: 'b' } }] } },
        { name: 'columns', data: { title: 'k', columns: [[{ name: 'heading', data: { title: 'c' } }], []] } },
      ],
    });
    // Into the empty second column: the section is untouched.
    const moved = editPage(page, { kind: 'place', from: 0, in: { parent: 3, list: 1 }, at: 0 }, 0)!;
    expect(shape(moved.page.data)).toBe('s[b],k[c|a]');
    // Renumbered (`order` follows the place), but what it holds is the same.
    expect((moved.page.data[0]!.data as { children: unknown[] }).children[0]).toBe(
      (page.data[1]!.data as { children: unknown[] }).children[0],
    );
    expect(moved.selected).toBe(4);
    // With nothing selected, nothing is selected after a move (fast-check found this one).
    expect(editPage(page, { kind: 'place', from: 0, in: { parent: 3, list: 1 }, at: 0 }, null)!.selected).toBeNull();
    // Typing in the nested heading: the pointer the form's errors start at, and only its layout changes.
    const typed = editPage(page, { kind: 'replace', index: 2, component: { name: 'heading', order: 0, data: { title: 'B' } } }, 2)!;
    expect(typed.scope).toBe('/data/1/data/children/0');
    expect(typed.page.data[0]).toBe(page.data[0]);
    expect(typed.page.data[2]).toBe(page.data[2]);
    expect(shape(typed.page.data)).toBe('a,s[B],k[c|]');
  });

  it('names the innermost component a validation error is about', () => {
    const page = editorPage({
      data: [
        { name: 'heading', data: { title: 'a' } },
        {
          name: 'section',
          data: { title: 's', children: [{ name: 'columns', data: { columns: [[], [{ name: 'heading', data: { title: '' } }]] } }] },
        },
      ],
    });
    const rows = pageRows(page);
    expect(rows.map((r) => [r.pointer, r.depth, r.parent, r.list, r.at, r.size])).toEqual([
      ['/data/0', 0, null, 0, 0, 1],
      ['/data/1', 0, null, 0, 1, 3],
      ['/data/1/data/children/0', 1, 1, 0, 0, 2],
      ['/data/1/data/children/0/data/columns/1/0', 2, 2, 1, 0, 1],
    ]);
    expect(rowAt(rows, '/data/1/data/children/0/data/columns/1/0/data/title')).toBe(3);
    expect(rowAt(rows, '/data/1/data/children/0/data/columns')).toBe(2);
    expect(rowAt(rows, '/data/10')).toBeNull();
  });

  it('refuses a move into what is moved, a list a component does not have, and layouts nested too deep', () => {
    const page = editorPage({
      data: [
        { name: 'section', data: { children: [{ name: 'section', data: { children: [{ name: 'section', data: { children: [] } }] } }] } },
        { name: 'section', data: { children: [] } },
        { name: 'heading', data: { title: 'h' } },
      ],
    });
    const refused: PageEdit[] = [
      { kind: 'place', from: 0, in: { parent: 1, list: 0 }, at: 0 },
      { kind: 'move', from: 0, to: 2 },
      { kind: 'place', from: 4, in: { parent: 5, list: 0 }, at: 0 },
      { kind: 'place', from: 4, in: { parent: 0, list: 1 }, at: 0 },
      { kind: 'place', from: 4, in: { parent: 99, list: 0 }, at: 0 },
      // A section three deep cannot hold a section.
      { kind: 'place', from: 3, in: { parent: 2, list: 0 }, at: 0 },
      { kind: 'add', component: { name: 'section', order: 0, data: { children: [] } }, in: { parent: 2, list: 0 }, at: 0 },
    ];
    for (const edit of refused) expect(editPage(page, edit, null), JSON.stringify(edit)).toBeNull();
    // A heading may go there.
    expect(editPage(page, { kind: 'place', from: 4, in: { parent: 2, list: 0 }, at: 0 }, null)).not.toBeNull();
  });

  it('reads a saved page with its layouts’ lists in the store’s order, leaving out what is not a component', () => {
    const page = editorPage({
      data: [
        {
          name: 'section',
          data: {
            children: [{ name: 'heading', order: 5, data: { title: 'b' } }, 7, null, { name: 'heading', order: 1, data: { title: 'a' } }],
          },
        },
      ],
    });
    expect(shape(page.data)).toBe('undefined[a,b]');
    expect(treeRows(page.data).map((r) => r.component.order)).toEqual([0, 0, 1]);
  });

  it('says where a dropped component goes once it has left its place, and when it would not move', () => {
    const rows = treeRows(
      editorPage({
        data: [
          { name: 'heading', data: { title: 'a' } },
          { name: 'heading', data: { title: 'b' } },
          { name: 'columns', data: { columns: [[{ name: 'heading', data: { title: 'c' } }], []] } },
        ],
      }).data,
    );
    const page = { parent: null, list: 0 };
    // On the page: a drop below it ends one higher; just before or after itself, nowhere.
    expect(movedPlace(rows, 0, { in: page, at: 3 })).toEqual({ in: page, at: 2 });
    expect(movedPlace(rows, 1, { in: page, at: 0 })).toEqual({ in: page, at: 0 });
    expect(movedPlace(rows, 1, { in: page, at: 1 })).toBeNull();
    expect(movedPlace(rows, 1, { in: page, at: 2 })).toBeNull();
    // Into a column, counted as it is; a layout into its own column, nowhere.
    expect(movedPlace(rows, 0, { in: { parent: 2, list: 1 }, at: 0 })).toEqual({ in: { parent: 2, list: 1 }, at: 0 });
    expect(movedPlace(rows, 3, { in: page, at: 0 })).toEqual({ in: page, at: 0 });
    expect(movedPlace(rows, 2, { in: { parent: 2, list: 1 }, at: 0 })).toBeNull();
    expect(movedPlace(rows, 9, { in: page, at: 0 })).toBeNull();
  });
});
