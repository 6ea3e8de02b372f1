import { describe, expect, it } from 'vitest';
import { exportName, type Story, storiesFile, unusedName } from './stories-file';

// Issue 38, item 2: any file name in qa/replays/ becomes a story without anyone writing code.
const story = (name: string, extra: Partial<Story> = {}): Story => ({
  name,
  visit: 'replays-0',
  path: '/',
  doc: 'qa/replays/x.json',
  origin: 'http://localhost:8080',
  ...extra,
});

describe('exportName', () => {
  it('makes an identifier of any file name or path', () => {
    expect(exportName('/about-us')).toBe('AboutUs');
    expect(exportName('/')).toBe('Home');
    expect(exportName('monsoon sale (copy)')).toBe('MonsoonSaleCopy');
    expect(exportName('2024-diwali')).toBe('Page2024Diwali');
    expect(exportName('ünï')).toBe('N');
    expect(exportName('"; alert(1); //')).toBe('Alert1');
    expect(exportName('')).toBe('Home');
  });
});

describe('unusedName', () => {
  it('numbers a name another story took', () => {
    expect(unusedName('Home', [])).toBe('Home');
    expect(unusedName('Home', [story('Home')])).toBe('Home_2');
    expect(unusedName('Home', [story('Home'), story('Home_2')])).toBe('Home_3');
    expect(unusedName('Home', [story('HomeSale')])).toBe('Home');
  });
});

describe('storiesFile', () => {
  it('imports each visit once and gives every story its visit, path and, for a file that cannot be replayed, why', () => {
    const text = storiesFile('Pages/Replays', [
      story('Sale', { path: '/sale' }),
      story('Broken', { visit: 'replays-1', problem: 'qa/replays/broken.json is not JSON: Unexpected end' }),
      story('Again', { path: '/again' }),
    ]);
    expect(text.match(/^import visit\d from/gm)).toHaveLength(2);
    expect(text).toContain(`title: "Pages/Replays"`);
    expect(text).toContain('export const Sale: Story = { args: { visit: visit0, path: "/sale" } };');
    expect(text).toContain(
      'export const Broken: Story = { args: { visit: visit1, path: "/", problem: "qa/replays/broken.json is not JSON: Unexpected end" } };',
    );
  });

  it('keeps hostile text inside its strings and comments', () => {
    const text = storiesFile('Pages/Replays', [story('X', { doc: 'a */ alert(1) /*\nnext', problem: '"; alert(1); "' })]);
    expect(text).toContain('/** a * / alert(1) /* next */');
    expect(text).toContain('problem: "\\"; alert(1); \\""');
  });
});
