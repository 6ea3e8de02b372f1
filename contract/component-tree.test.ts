import { describe, expect, it } from 'vitest';
import {
  allComponents,
  childLists,
  filterComponents,
  mapComponents,
  mapComponentsAsync,
  MAX_LAYOUT_DEPTH,
  walkComponents,
} from './component-tree';
import { MAX_PAGE_COMPONENTS, shownToShoppers, validatePageData } from './page-validation';

// Issue 37, layouts with slots: a Columns layout holds components; one walk of the tree serves
// validation, the server's data, hidden components and the code a page loads.
type Placed = { name: string; order?: number; data?: unknown; hidden?: boolean; response?: unknown };
const heading = (title: string): Placed => ({ name: 'heading', order: 0, data: { title } });
const faq: Placed = { name: 'faq', order: 0, data: { items: [{ question: 'Where?', answer: 'Here.' }] } };
const columns = (...lists: Placed[][]): Placed => ({ name: 'columns', order: 0, data: { columns: lists } });

describe('the component tree', () => {
  it('finds a layout’s lists by its schema’s slots, and none in other components', () => {
    const layout = columns([heading('a')], [faq, heading('b')]);
    expect(childLists(layout)).toEqual([
      { pointer: '/data/columns/0', list: [heading('a')] },
      { pointer: '/data/columns/1', list: [faq, heading('b')] },
    ]);
    expect(childLists({ name: 'section', order: 0, data: { children: [faq] } })).toEqual([{ pointer: '/data/children', list: [faq] }]);
    expect(childLists(heading('a'))).toEqual([]);
    // Aliases are the same type; malformed layouts have no lists rather than throwing.
    expect(childLists({ ...layout, name: 'Columns' })).toHaveLength(2);
    for (const broken of [
      { name: 'columns' },
      { name: 'columns', data: { columns: 'x' } },
      { name: 'columns', data: [] },
      null,
      'columns',
      7,
    ])
      expect(childLists(broken)).toEqual([]);
  });

  it('walks parents first, with each component’s pointer from the page and its depth', () => {
    const page = [heading('top'), columns([heading('a')], [columns([faq], [])])];
    const seen: [string, string, number][] = [];
    walkComponents(page, (component, pointer, depth) => seen.push([(component as Placed).name, pointer, depth]));
    expect(seen).toEqual([
      ['heading', '/data/0', 0],
      ['columns', '/data/1', 0],
      ['heading', '/data/1/data/columns/0/0', 1],
      ['columns', '/data/1/data/columns/1/0', 1],
      ['faq', '/data/1/data/columns/1/0/data/columns/0/0', 2],
    ]);
    expect(allComponents(page).map((c) => c.name)).toEqual(['heading', 'columns', 'heading', 'columns', 'faq']);
  });

  it('rewrites a tree bottom-up, keeping a component that is not a layout the same object', () => {
    const top = heading('top');
    const page = [top, columns([heading('a')], [faq])];
    const marked = mapComponents(page, (c) => (c.name === 'heading' ? { ...c, response: 'seen' } : c));
    expect(allComponents(marked).map((c) => c.response)).toEqual(['seen', undefined, 'seen', undefined]);
    const same = mapComponents(page, (c) => c);
    expect(same[0]).toBe(top);
    expect(page[1]?.data).toEqual({ columns: [[heading('a')], [faq]] });
  });

  it('leaves hidden components out at every depth, for shoppers', () => {
    const page = { data: [columns([{ ...heading('a'), hidden: true }, heading('b')], [faq]), { ...faq, hidden: true }] };
    const shown = shownToShoppers(page);
    expect(allComponents(shown.data).map((c) => c.name)).toEqual(['columns', 'heading', 'faq']);
    expect(filterComponents(page.data, () => false)).toEqual([]);
  });

  it('rewrites asynchronously, each list’s components at once and each after its own children', async () => {
    const order: string[] = [];
    const page = [columns([heading('a')], [heading('b')]), heading('c')];
    const done = await mapComponentsAsync(page, async (c) => {
      order.push(c.name === 'heading' ? (c.data as { title: string }).title : c.name);
      return c.name === 'heading' ? { ...c, response: (c.data as { title: string }).title.toUpperCase() } : c;
    });
    expect(allComponents(done).map((c) => c.response ?? c.name)).toEqual(['columns', 'A', 'B', 'C']);
    expect(order.indexOf('columns')).toBeGreaterThan(order.indexOf('b'));
  });
});

describe('a hostile page nested thousands deep', () => {
  const deep = (levels: number): Placed => {
    let component: Placed = heading('bottom');
    for (let level = 0; level < levels; level++) component = columns([component], []);
    return component;
  };

  // The server refuses a request nested deeper than its input guard allows before any of this; the editor reads files too.
  it('is walked no deeper than layouts may go, without exhausting the stack; a deep one is refused by validation', async () => {
    const page = [deep(20_000)];
    expect(allComponents(page)).toHaveLength(MAX_LAYOUT_DEPTH + 1);
    expect(mapComponents(page, (c) => c)).toHaveLength(1);
    expect(shownToShoppers({ data: page }).data).toHaveLength(1);
    expect(await mapComponentsAsync(page, async (c) => c)).toHaveLength(1);
    expect(validatePageData({ version: 2, data: [deep(100)] }).ok).toBe(false);
  });
});

describe('validating a page with layouts', () => {
  const validate = (data: unknown[]) => validatePageData({ version: 2, data });

  it('checks each component in a column by its own type’s schema, pointing into the column', () => {
    expect(validate([columns([heading('a')], [faq])])).toMatchObject({ ok: true });
    const result = validate([heading('top'), columns([heading('a')], [{ name: 'faq', order: 0, data: { items: [] } }])]);
    expect(result).toEqual({
      ok: false,
      errors: [{ index: 1, name: 'faq', pointer: '/data/1/data/columns/1/0/data/items', message: expect.any(String) }],
    });
  });

  it('refuses unknown, malformed and hostile components inside a column', () => {
    const cases: [unknown, string][] = [
      [{ name: 'marquee', data: {} }, '/data/0/data/columns/0/0/name'],
      [{ name: '<script>alert(1)</script>', data: {} }, '/data/0/data/columns/0/0/name'],
      ['heading', '/data/0/data/columns/0/0'],
      [[heading('a')], '/data/0/data/columns/0/0'],
      [{ data: { title: 'no name' } }, '/data/0/data/columns/0/0/name'],
      [{ name: 'heading', order: 0, data: { title: 'x'.repeat(10_000) } }, '/data/0/data/columns/0/0/data/title'],
    ];
    for (const [child, pointer] of cases) {
      const result = validate([columns([child as Placed], [])]);
      expect(result.ok, JSON.stringify(child).slice(0, 60)).toBe(false);
      if (!result.ok) expect(result.errors[0]?.pointer).toBe(pointer);
    }
  });

  it('refuses a layout with too few or too many columns, or too much in one', () => {
    for (const data of [
      { columns: [[]] },
      { columns: [[], [], [], [], []] },
      { columns: [Array.from({ length: 21 }, () => heading('a')), []] },
    ]) {
      expect(validate([{ name: 'columns', order: 0, data }]).ok).toBe(false);
    }
  });

  it(`lets layouts go ${MAX_LAYOUT_DEPTH} deep and no deeper`, () => {
    const nested = (depth: number): Placed => (depth === 0 ? heading('deep') : columns([nested(depth - 1)], []));
    expect(validate([nested(MAX_LAYOUT_DEPTH)]).ok).toBe(true);
    const result = validate([nested(MAX_LAYOUT_DEPTH + 1)]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toBe(`layouts go at most ${MAX_LAYOUT_DEPTH} deep, one inside another`);
  });

  it(`counts the components inside layouts towards the page’s ${MAX_PAGE_COMPONENTS}`, () => {
    const full = (n: number) => Array.from({ length: n }, () => heading('a'));
    // 25 layouts of 2 × 10 headings: 525 components in a list of 25.
    const page = Array.from({ length: 25 }, () => columns(full(10), full(10)));
    const result = validate(page);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.objectContaining({ pointer: '/data', index: null })]);
    expect(validate(Array.from({ length: 20 }, () => columns(full(10), full(10)))).ok).toBe(true);
  });
});
