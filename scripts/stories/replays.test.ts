import { describe, expect, it } from 'vitest';
import { readReplay } from './replays';

// Issue 38, item 2: a page-data file dropped into qa/replays/ replays as it is, in either format.
const page = { version: 2, data: [{ name: 'heading', order: 0, data: { title: 'Monsoon sale' } }] };

describe('readReplay', () => {
  it('reads the editor’s exported page at its path', () => {
    expect(readReplay('sale.json', JSON.stringify({ path: '/monsoon-sale', title: 'Monsoon sale', page }))).toEqual({
      path: '/monsoon-sale',
      page,
    });
  });

  it('reads a raw page data answer at its url, else at /', () => {
    expect(readReplay('a.json', JSON.stringify({ ...page, url: '/about' }))).toEqual({ path: '/about', page: { ...page, url: '/about' } });
    expect(readReplay('b.json', JSON.stringify(page))).toEqual({ path: '/', page });
    expect(readReplay('c.json', JSON.stringify({ ...page, url: 42 })).path).toBe('/');
  });

  it('reads a version 1 page ({components})', () => {
    const v1 = { version: 1, components: [{ name: 'heading', sort: 0, data: {} }] };
    expect(readReplay('v1.json', JSON.stringify(v1))).toEqual({ path: '/', page: v1 });
  });

  it('keeps broken components: the story names them', () => {
    const broken = { data: [{ name: 'banner', data: { image: 42 } }, 'not a component', null] };
    expect(readReplay('broken.json', JSON.stringify(broken)).page).toEqual(broken);
  });

  it('says which file is not JSON, or neither format', () => {
    expect(() => readReplay('qa/replays/bad.json', '{"path": ')).toThrow(/^qa\/replays\/bad\.json is not JSON: /);
    for (const json of ['[]', '"text"', '42', 'null', '{"path": "/x"}', '{"page": {}}'])
      expect(() => readReplay('qa/replays/odd.json', json)).toThrow(
        'qa/replays/odd.json is neither an exported page ({path, title, page}) nor a page data answer',
      );
  });

  it('refuses a path the store could not show, quoting at most 200 characters of it', () => {
    for (const path of ['/s/api/init', 'no-slash', '/a/../b', '/<script>alert(1)</script>', `/${'x/'.repeat(20)}`])
      expect(() => readReplay('evil.json', JSON.stringify({ path, title: '', page }))).toThrow(
        /^evil\.json: its path .* cannot be replayed: /,
      );
    const long = `/${'y'.repeat(5000)}`;
    const message = (() => {
      try {
        readReplay('long.json', JSON.stringify({ path: long, page }));
      } catch (error) {
        return (error as Error).message;
      }
      return 'read';
    })();
    expect(message).toContain('y'.repeat(199));
    expect(message.length).toBeLessThan(500);
  });
});
