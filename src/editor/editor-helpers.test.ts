import { describe, expect, it } from 'vitest';
import { validatePageData } from '../../contract/page-validation';
import { componentNames } from '../generated/components';
import { undoKey } from './canvas/canvas-messages';
import { clipboardText, readClipboard } from './component-clipboard';
import { componentKinds, findKinds, titleOf } from './component-catalogue';
import { listLabel } from './tree-labels';
import { summaryOf } from './component-summary';
import { pathFromAddress, withPath } from './editor-address';
import { newPagePath } from './new-page-path';
import { keepUnsaved, readUnsaved } from './unsaved-changes';

describe('the palette', () => {
  it('offers every registered type, layouts too, titled and described by its schema, starting as a valid component', () => {
    expect(componentKinds.map((k) => k.name).sort()).toEqual([...componentNames].sort());
    expect(titleOf('columns')).toBe('Columns');
    for (const kind of componentKinds) {
      expect(kind.title, kind.name).not.toBe(kind.name);
      expect(kind.description, kind.name).not.toBe('');
      expect(kind.example).not.toHaveProperty('response');
      expect(validatePageData({ version: 2, data: [kind.example] }), kind.name).toMatchObject({ ok: true });
    }
  });

  it('finds types by every word of the search, in title, name or description', () => {
    expect(findKinds('carousel product').map((k) => k.name)).toContain('product-carousel');
    expect(findKinds('carousel product').map((k) => k.name)).not.toContain('hero-slider');
    expect(findKinds('FAQ').map((k) => k.name)).toEqual(['faq']);
    expect(findKinds('  ')).toBe(componentKinds);
    expect(findKinds('<script>')).toEqual([]);
    expect(titleOf('faq')).toBe('FAQ');
    expect(titleOf('no-such-type')).toBe('no-such-type');
  });
});

describe('a new page’s path', () => {
  it.each([
    ['offers', [], { path: '/offers' }],
    [' /Monsoon/Sale/ ', [], { path: '/Monsoon/Sale' }],
    ['', [], { problem: 'Enter the new page’s path, for example /offers' }],
    ['/cart', [], { problem: '/cart is one of the store’s own pages: pick it in the list to edit it' }],
    ['/offers', ['/offers'], { problem: 'There is already a page at /offers' }],
    ['/../admin', [], { problem: expect.stringContaining('The page path must be') }],
    ['/<script>alert(1)</script>', [], { problem: expect.stringContaining('The page path must be') }],
    [`/${'a'.repeat(200)}`, [], { problem: expect.stringContaining('The page path must be') }],
  ])('%j → %j', (typed, existing, expected) => {
    expect(newPagePath(typed, existing)).toEqual(expected);
  });
});

describe('unsaved changes in the browser', () => {
  it('keep a page’s changes and forget them once saved', () => {
    keepUnsaved(localStorage, '/offers', { base: 4, data: { data: [] } });
    expect(readUnsaved(localStorage, '/offers')).toEqual({ base: 4, data: { data: [] } });
    expect(readUnsaved(localStorage, '/other')).toBeNull();
    keepUnsaved(localStorage, '/offers', null);
    expect(readUnsaved(localStorage, '/offers')).toBeNull();
  });

  it.each(['not json', '[]', '{"base":"4","data":{}}', '{"base":1.5,"data":{}}', '{"base":null,"data":[1]}', '{"base":null}'])(
    'ignore what another script left: %s',
    (stored) => {
      localStorage.setItem('page-editor:unsaved:/x', stored);
      expect(readUnsaved(localStorage, '/x')).toBeNull();
    },
  );
});

describe('the editor’s address and keys', () => {
  it('names the page it opens', () => {
    expect(pathFromAddress('?path=%2Foffers')).toBe('/offers');
    expect(pathFromAddress('?path=javascript:alert(1)')).toBe('/');
    expect(pathFromAddress('')).toBe('/');
    expect(withPath('http://localhost/page-builder?path=%2F', '/a b')).toBe('/page-builder?path=%2Fa+b');
  });

  it('reads Undo and Redo from Ctrl or ⌘ with Z (Shift: Redo) and Ctrl+Y', () => {
    const key = (init: KeyboardEventInit) => undoKey(new KeyboardEvent('keydown', init));
    expect(key({ key: 'z', ctrlKey: true })).toBe('UNDO');
    expect(key({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('REDO');
    expect(key({ key: 'z', metaKey: true })).toBe('UNDO');
    expect(key({ key: 'y', ctrlKey: true })).toBe('REDO');
    expect(key({ key: 'z' })).toBeNull();
    expect(key({ key: 'z', ctrlKey: true, altKey: true })).toBeNull();
  });

  it('sums a component up by its first title-like text', () => {
    expect(summaryOf({ name: 'heading', order: 0, data: { title: '  Fresh \n groceries ' } })).toBe('Fresh groceries');
    expect(summaryOf({ name: 'hero-slider', order: 0, data: { slides: [{ title: 'Mangoes' }] } })).toBe('Mangoes');
    expect(summaryOf({ name: 'spacer', order: 0, data: { size: 'lg' } })).toBe('');
    expect(summaryOf({ name: 'heading', order: 0, data: { title: 'x'.repeat(100) } })).toHaveLength(60);
  });
});

describe('copying components', () => {
  it('round-trips components through the clipboard text, without the server’s data', () => {
    const heading = { name: 'heading', order: 3, data: { title: 'Monsoon' }, response: { x: 1 } };
    expect(readClipboard(clipboardText([heading]))).toEqual({
      components: [{ name: 'heading', order: 0, data: { title: 'Monsoon' } }],
      refused: [],
    });
  });

  it('migrates an old copy and refuses what does not validate, saying why', () => {
    const text = JSON.stringify({
      kind: 'storefront/components',
      version: 1,
      components: [
        { name: 'heading', sort: 1, data: { title: 'Old' } },
        { name: 'heading', data: { title: 42 } },
        { name: 'no-such-type' },
        '<img src=x onerror=alert(1)>',
      ],
    });
    const read = readClipboard(text);
    expect(read).toMatchObject({ components: [{ name: 'heading', data: { title: 'Old' } }] });
    expect('refused' in read && read.refused).toEqual([
      'heading: must be string',
      'no-such-type: unknown component type "no-such-type"',
      'a component: must be object',
    ]);
  });

  it.each(['', 'not json', '[]', '{"kind":"other","components":[]}', '{"kind":"storefront/components"}'])(
    'refuses a clipboard of %j',
    (text) => {
      expect(readClipboard(text)).toEqual({ problem: 'The clipboard holds no components copied from the page editor' });
    },
  );
});

// Issue 37, layouts: the outline, the form and the palette name a layout's lists as the owner knows them.
describe('the names of a layout’s lists', () => {
  const columns = { name: 'columns', order: 0, data: { columns: [[], [], []] } };
  const tabs = {
    name: 'Tabs',
    order: 0,
    data: {
      tabs: [
        { label: 'Breakfast', children: [] },
        { label: ' ', children: [] },
      ],
    },
  };
  it('are the item’s own label, else its schema’s title and number, else the layout’s name', () => {
    expect(listLabel(columns, 1, 3)).toBe('Column 2');
    expect(listLabel(tabs, 0, 2)).toBe('Breakfast');
    expect(listLabel(tabs, 1, 2)).toBe('Tab 2');
    expect(listLabel({ name: 'section', order: 0, data: { children: [] } }, 0, 1)).toBe('Section');
  });
});
