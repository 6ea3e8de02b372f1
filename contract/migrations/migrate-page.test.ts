import { describe, expect, it } from 'vitest';
import legacy from '../../fixtures/pages/legacy/home-v1.json';
import { CURRENT_PAGE_VERSION, migratePage } from './migrate-page';
import { validatePageData } from '../page-validation';

describe('migratePage', () => {
  it('upgrades a version-1 page: components → data, sort → order, hero images → slides', () => {
    expect(migratePage(legacy)).toMatchObject({
      version: CURRENT_PAGE_VERSION,
      data: [
        {
          name: 'hero-slider',
          order: 0,
          data: { slides: [{ image: 'hero-fruits.svg' }, { image: 'hero-staples.svg' }] },
          settings: { autoplayInterval: 3000 },
        },
        { name: 'heading', order: 1, data: { title: 'Welcome back', level: 1 } },
      ],
    });
    expect(migratePage(legacy)).not.toHaveProperty('components');
  });

  it('treats a page without a version as version 1', () => {
    expect(migratePage({ components: [{ name: 'heading', sort: 3, data: { title: 'x' } }] })).toEqual({
      version: 2,
      data: [{ name: 'heading', order: 3, data: { title: 'x' } }],
    });
  });

  it('leaves current pages and non-pages alone', () => {
    const current = { version: 2, data: [{ name: 'hero-slider', data: { images: ['a.svg'] } }] };
    expect(migratePage(current)).toBe(current);
    for (const value of [null, 'text', 42, [1, 2]]) expect(migratePage(value)).toBe(value);
  });

  it('reads a version it does not write (another store numbering its own revisions) as the first format', () => {
    for (const version of [7, 0, -1, 1.5, '2', null]) {
      expect(migratePage({ version, data: [{ name: 'About us', type: 'html', data: '<p>Hi</p>' }] })).toEqual({
        version: 2,
        data: [{ name: 'html-block', type: 'html', data: { html: '<p>Hi</p>' } }],
      });
    }
  });

  it('does not invent a component list for an object that has none', () => {
    expect(migratePage({ title: 'not a page' })).toEqual({ title: 'not a page', version: 2 });
  });

  it('keeps an explicit order over a legacy sort, and tolerates junk components', () => {
    expect(migratePage({ version: 1, data: [{ name: 'heading', order: 1, sort: 9 }, null, 'x'] })).toEqual({
      version: 2,
      data: [{ name: 'heading', order: 1 }, null, 'x'],
    });
  });

  it('leaves an array where a component belongs for validation to refuse (issue 36: it took Array.prototype.sort as its order, a 500)', () => {
    const migrated = migratePage({ data: [[], [1, 2]] });
    expect(migrated).toEqual({ version: 2, data: [[], [1, 2]] });
    expect(() => structuredClone(migrated)).not.toThrow();
    expect(validatePageData({ data: [[]] })).toMatchObject({ ok: false, errors: [{ pointer: '/data/0', message: 'must be object' }] });
  });
});
