import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageComponent } from '../../contract/page-data';
import { applyEdit, editorPage, editPage, type EditorComponent, type PageEdit } from './page-edits';

const component = (tag: string): PageComponent => ({ name: 'heading', order: 0, data: { text: tag } });
const tags = (page: { data: PageComponent[] }) => page.data.map((c) => (c.data as { text: string }).text);

describe('page edits', () => {
  it('keep `order` following the place of each component', () => {
    let page = editorPage({ data: [] });
    page = applyEdit(page, { kind: 'add', component: component('a'), at: 0 });
    page = applyEdit(page, { kind: 'add', component: component('b'), at: 0 });
    page = applyEdit(page, { kind: 'paste', components: [component('c'), component('d')], at: 1 });
    expect(tags(page)).toEqual(['b', 'c', 'd', 'a']);
    expect(page.data.map((c) => c.order)).toEqual([0, 1, 2, 3]);
  });

  it('open a saved page in the order the store shows it, migrated, dropping what is not a component', () => {
    const page = editorPage({
      version: 1,
      components: [
        { name: 'heading', sort: 2, data: { text: 'last' } },
        null,
        'text',
        { name: 'heading', sort: 1, data: { text: 'first' } },
      ],
      show_footer: 0,
    });
    expect(tags(page)).toEqual(['first', 'last']);
    expect(page.show_footer).toBe(0);
    expect(page.version).toBe(2);
  });

  it('keep a hidden component hidden (the store’s own reading drops the flag)', () => {
    const page = editorPage({ data: [{ name: 'heading', data: { text: 'x' }, hidden: true }] });
    expect((page.data[0] as EditorComponent).hidden).toBe(true);
    const shown = applyEdit(page, { kind: 'toggle-hidden', index: 0 });
    expect('hidden' in (shown.data[0] as EditorComponent)).toBe(false);
  });

  it('change nothing (the same object) for a place the page does not have', () => {
    const page = editorPage({ data: [component('a')] });
    const edits: PageEdit[] = [
      { kind: 'move', from: 0, to: 3 },
      { kind: 'move', from: -1, to: 0 },
      { kind: 'move', from: 0, to: 0 },
      { kind: 'remove', index: 1 },
      { kind: 'duplicate', index: 2.5 },
      { kind: 'toggle-hidden', index: Number.NaN },
      { kind: 'replace', index: 9, component: component('z') },
      { kind: 'paste', components: [], at: 0 },
    ];
    for (const edit of edits) expect(applyEdit(page, edit)).toBe(page);
  });

  it('behave like a plain list, and the selection stays on the component it was on (model-based)', () => {
    // Model entries are objects, so a duplicate is a different entry with the same text.
    type Model = { list: { tag: string }[]; selected: number | null };
    let counter = 0;
    const fresh = () => `c${counter++}`;
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), at: fc.integer({ min: -2, max: 8 }) }),
      fc.record({ kind: fc.constant('paste' as const), at: fc.integer({ min: -2, max: 8 }), count: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ kind: fc.constant('move' as const), from: fc.integer({ min: -1, max: 7 }), to: fc.integer({ min: -1, max: 7 }) }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.integer({ min: -1, max: 7 }) }),
      fc.record({ kind: fc.constant('duplicate' as const), index: fc.integer({ min: -1, max: 7 }) }),
      fc.record({ kind: fc.constant('select' as const), index: fc.integer({ min: 0, max: 7 }) }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        let page = editorPage({ data: [] });
        let selected: number | null = null;
        const model: Model = { list: [], selected: null };
        for (const step of edits) {
          const n = model.list.length;
          const inside = (i: number) => i >= 0 && i < n;
          if (step.kind === 'select') {
            selected = model.selected = inside(step.index) ? step.index : model.selected;
            continue;
          }
          const selectedEntry = model.selected === null ? undefined : model.list[model.selected];
          let pageEdit: PageEdit;
          if (step.kind === 'add') {
            const tag = fresh();
            const at = Math.max(0, Math.min(step.at, n));
            model.list.splice(at, 0, { tag });
            model.selected = at;
            pageEdit = { kind: 'add', component: component(tag), at: step.at };
          } else if (step.kind === 'paste') {
            const added = Array.from({ length: step.count }, fresh);
            const at = Math.max(0, Math.min(step.at, n));
            model.list.splice(at, 0, ...added.map((tag) => ({ tag })));
            if (added.length) model.selected = at;
            pageEdit = { kind: 'paste', components: added.map(component), at: step.at };
          } else if (step.kind === 'move') {
            if (inside(step.from) && inside(step.to)) model.list.splice(step.to, 0, ...model.list.splice(step.from, 1));
            model.selected = selectedEntry ? model.list.indexOf(selectedEntry) : null;
            pageEdit = { kind: 'move', from: step.from, to: step.to };
          } else if (step.kind === 'remove') {
            if (inside(step.index)) model.list.splice(step.index, 1);
            const at = selectedEntry ? model.list.indexOf(selectedEntry) : -1;
            model.selected = at < 0 ? null : at;
            pageEdit = { kind: 'remove', index: step.index };
          } else {
            if (inside(step.index)) {
              model.list.splice(step.index + 1, 0, { tag: (model.list[step.index] as { tag: string }).tag });
              model.selected = step.index + 1;
            }
            pageEdit = { kind: 'duplicate', index: step.index };
          }
          const edited = editPage(page, pageEdit, selected);
          if (edited) ({ page, selected } = edited);
          expect(tags(page)).toEqual(model.list.map((entry) => entry.tag));
          expect(selected).toBe(model.selected);
          expect(page.data.map((c) => c.order)).toEqual(model.list.map((_, i) => i));
        }
      }),
      { numRuns: 300 },
    );
  });
});
