import { describe, expect, it } from 'vitest';
import type { PageComponent } from '../../contract/page-data';
import { componentKinds, kindOf } from './component-catalogue';
import { sampleFields, sampleIndexes, sampleWarnings } from './sample-content';
import { setIn } from './fields/json-pointer';

const added = (name: string): PageComponent => structuredClone(kindOf(name)!.example);

// Issue 37, item 1: new components start with content that is obviously a placeholder, or derived from what the owner chose.
describe('sample content', () => {
  // That every new component is valid page data: editor-helpers.test.ts.
  it('no new component holds a link to another site, an iframe or a demo store’s picture', () => {
    for (const kind of componentKinds) {
      const text = JSON.stringify(kind.example.data);
      expect(text, kind.name).not.toMatch(/example\.com|maps\.example|<iframe|banner-oils|hero-staples/);
    }
  });

  it('every text and image a new hero slider starts with is sample content, and nothing of the owner’s is', () => {
    const slider = added('hero-slider');
    expect(sampleFields(slider).map((field) => field.pointer)).toEqual([
      '/data/slides/0/image',
      '/data/slides/0/title',
      '/data/slides/0/subtitle',
      '/data/slides/1/image',
      '/data/slides/1/title',
      '/data/slides/1/subtitle',
    ]);
    let edited = setIn(slider, ['data', 'slides', 0, 'image'], 'diwali1-5f47ebe588c6.png') as PageComponent;
    edited = setIn(edited, ['data', 'slides', 0, 'title'], 'Festive lights') as PageComponent;
    expect(sampleFields(edited).map((field) => field.pointer)).toEqual([
      '/data/slides/0/subtitle',
      '/data/slides/1/image',
      '/data/slides/1/title',
      '/data/slides/1/subtitle',
    ]);
    expect(sampleFields(edited).map((field) => field.label)).toContain('Image');
  });

  it('a component whose content comes from the owner’s choices (a product carousel) has none, even after its source changed', () => {
    const carousel = added('product-carousel');
    expect(sampleFields(carousel)).toEqual([]);
    expect(sampleFields(setIn(carousel, ['logicdata', 'source'], 'latest') as PageComponent)).toEqual([]);
  });

  it('the store’s seeded pages hold no sample content (a demo page is not flagged)', () => {
    const pages = import.meta.glob<{ page: { data: PageComponent[] } }>(
      ['../../fixtures/websites/*/pages/*.json', '../../fixtures/new-website/home.json'],
      {
        eager: true,
        import: 'default',
      },
    );
    expect(Object.keys(pages).length).toBeGreaterThan(3);
    for (const [file, { page }] of Object.entries(pages)) expect(sampleIndexes(page.data), file).toEqual([]);
  });

  it('says before publishing which component, at which place, still shows which sample fields', () => {
    const heading = setIn(added('heading'), ['data', 'title'], 'Diwali sale') as PageComponent;
    const warnings = sampleWarnings([heading, added('faq'), added('product-carousel')]);
    expect(warnings).toEqual([
      'Heading and text (place 1) still shows sample content (text): replace it, or delete the component.',
      'FAQ (place 2) still shows sample content (title, question, answer): replace it, or delete the component.',
    ]);
  });
});
