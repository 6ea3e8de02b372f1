import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageComponent, PageData } from '../../contract/page-data';
import { editorPage } from './page-edits';
import { mergePages } from './merge-pages';

// Issue 37: "Conflicts merge per component: edits to different components from two tabs both survive;
// only a real clash asks, with a diff of the two versions."
const heading = (title: string): PageComponent => ({ name: 'heading', order: 0, data: { title } });
const page = (titles: string[], fields: Partial<PageData> = {}): PageData =>
  editorPage({ ...fields, data: titles.map((title, order) => ({ ...heading(title), order })) });
const titles = (p: PageData) => p.data.map((c) => (c.data as { title: string }).title);

describe('merging two editors’ versions of a page', () => {
  it('keeps edits to different components from both, neighbours included, numbered by place', () => {
    const base = page(['a', 'b', 'c', 'd']);
    const result = mergePages(base, page(['a', 'B', 'c', 'd']), page(['a', 'b', 'C', 'd']));
    expect(result.clashes).toEqual([]);
    expect(titles(result.mine)).toEqual(['a', 'B', 'C', 'd']);
    expect(result.mine.data.map((c) => c.order)).toEqual([0, 1, 2, 3]);
    expect(result.theirs).toEqual(result.mine);
  });

  it('keeps components added and removed on one side while the other edits their neighbours', () => {
    const base = page(['a', 'b', 'c']);
    // Mine: removed a, added x after c. Theirs: edited c.
    expect(titles(mergePages(base, page(['b', 'c', 'x']), page(['a', 'b', 'C'])).mine)).toEqual(['b', 'C', 'x']);
    // Mine: edited b. Theirs: removed a and c.
    const result = mergePages(base, page(['a', 'B', 'c']), page(['b']));
    expect(result.clashes).toEqual([]);
    expect(titles(result.mine)).toEqual(['B']);
  });

  it('names removing a component the other side changed a clash', () => {
    const result = mergePages(page(['a', 'b']), page(['a']), page(['a', 'B']));
    expect(result.clashes).toEqual([{ kind: 'components', mine: [], theirs: [expect.objectContaining({ data: { title: 'B' } })] }]);
    expect(titles(result.mine)).toEqual(['a']);
    expect(titles(result.theirs)).toEqual(['a', 'B']);
  });

  it('keeps both when both added at the same place', () => {
    const result = mergePages(page(['a']), page(['a', 'mine']), page(['a', 'theirs']));
    expect(result.clashes).toEqual([]);
    expect(titles(result.mine)).toEqual(['a', 'theirs', 'mine']);
  });

  it('names a real clash (the same component changed differently) and merges the rest either way', () => {
    const base = page(['a', 'b', 'c']);
    const result = mergePages(base, page(['A1', 'b', 'c']), page(['A2', 'b', 'C']));
    expect(result.clashes).toEqual([
      {
        kind: 'components',
        mine: [expect.objectContaining({ data: { title: 'A1' } })],
        theirs: [expect.objectContaining({ data: { title: 'A2' } })],
      },
    ]);
    expect(titles(result.mine)).toEqual(['A1', 'b', 'C']);
    expect(titles(result.theirs)).toEqual(['A2', 'b', 'C']);
  });

  it('takes the same change made on both sides once, and ignores the order of an object’s keys', () => {
    const base = page(['a', 'b']);
    const mine = page(['a', 'same']);
    const theirs: PageData = {
      ...page(['a', 'same']),
      data: page(['a', 'same']).data.map((c) => ({ data: c.data, order: c.order, name: c.name })),
    };
    const result = mergePages(base, mine, theirs);
    expect(result.clashes).toEqual([]);
    expect(titles(result.mine)).toEqual(['a', 'same']);
  });

  it('merges the page’s own fields one by one, and a field both changed differently is a clash', () => {
    const base = page(['a'], { css: '', seo_title: 'Sale' });
    const mine = page(['a'], { css: '.x{}', seo_title: 'Mine' });
    const theirs = page(['a'], { css: '', seo_title: 'Theirs' });
    const result = mergePages(base, mine, theirs);
    expect(result.clashes).toEqual([{ kind: 'field', field: 'seo_title', mine: 'Mine', theirs: 'Theirs' }]);
    expect(result.mine.css).toBe('.x{}');
    expect(result.theirs.css).toBe('.x{}');
    expect(result.mine.seo_title).toBe('Mine');
    expect(result.theirs.seo_title).toBe('Theirs');
  });

  it('gives back the one side that changed, whatever the pages (property)', () => {
    const titlesOf = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 6 });
    fc.assert(
      fc.property(titlesOf, titlesOf, (base, changed) => {
        for (const result of [mergePages(page(base), page(changed), page(base)), mergePages(page(base), page(base), page(changed))]) {
          expect(result.clashes).toEqual([]);
          expect(result.mine).toEqual(page(changed));
        }
      }),
    );
  });

  describe('inside layouts', () => {
    const columns = (first: string[], second: string[], title = 'k'): PageData =>
      editorPage({
        data: [
          heading('top'),
          {
            name: 'section',
            order: 1,
            data: { title, children: [{ name: 'columns', order: 0, data: { columns: [first.map(heading), second.map(heading)] } }] },
          },
        ],
      });
    /** The section's columns' titles, "a,b|c". */
    const inside = (p: PageData) => {
      const section = p.data[1]!.data as { title: string; children: { data: { columns: PageComponent[][] } }[] };
      return `${section.title}:${section.children[0]!.data.columns.map((list) => titles({ data: list } as PageData).join(',')).join('|')}`;
    };
    const base = columns(['a', 'b'], ['c']);

    it('keeps edits to different components of one layout from both sides', () => {
      const result = mergePages(base, columns(['A', 'b'], ['c']), columns(['a', 'b'], ['C']));
      expect(result.clashes).toEqual([]);
      expect(inside(result.mine)).toBe('k:A,b|C');
      expect(result.theirs).toEqual(result.mine);
    });

    it('keeps a component added to one column while the other side edits another, and the layout’s own field changed on one side', () => {
      const result = mergePages(base, columns(['a', 'x', 'b'], ['c']), columns(['a', 'b'], ['C'], 'K'));
      expect(result.clashes).toEqual([]);
      expect(inside(result.mine)).toBe('K:a,x,b|C');
      const list = (result.mine.data[1]!.data as { children: { data: { columns: PageComponent[][] } }[] }).children[0]!.data.columns[0]!;
      expect(list.map((c) => c.order)).toEqual([0, 1, 2]);
    });

    it('names the whole layout a clash when one component in it was changed differently, or its own field, or its columns’ number', () => {
      for (const [mine, theirs] of [
        [columns(['A1', 'b'], ['c']), columns(['A2', 'b'], ['C'])],
        [columns(['A', 'b'], ['c'], 'K1'), columns(['a', 'b'], ['C'], 'K2')],
      ] as const) {
        const result = mergePages(base, mine, theirs);
        expect(result.clashes).toEqual([{ kind: 'components', mine: [mine.data[1]], theirs: [theirs.data[1]] }]);
        expect(result.mine.data[1]).toEqual(mine.data[1]);
        expect(result.theirs.data[1]).toEqual(theirs.data[1]);
      }
      const three = editorPage({
        data: [
          heading('top'),
          {
            name: 'section',
            order: 1,
            data: {
              title: 'k',
              children: [{ name: 'columns', order: 0, data: { columns: [['a', 'b'].map(heading), ['c'].map(heading), []] } }],
            },
          },
        ],
      });
      expect(mergePages(base, three, columns(['a', 'b'], ['C'])).clashes).toHaveLength(1);
    });
  });
});
