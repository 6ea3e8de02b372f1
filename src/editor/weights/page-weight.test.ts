import { describe, expect, it } from 'vitest';
import type { ComponentWeights } from '../../../contract/component-weights';
import type { PageData } from '../../../contract/page-data';
import { imagesOf, weighPage } from './page-weight';

// Issue 22, item 2: the page-weight meter: the code of the renderers and validators a page uses (from
// the build's manifest) and the bytes of its images, against the budgets; heavy components above the fold.
const weights: ComponentWeights = {
  criticalPath: 100 * 1024,
  files: { 'assets/Carousel.js': 8000, 'assets/HeroSlider.js': 5000, 'assets/hero-slider.js': 1000, 'assets/Heading.js': 500 },
  components: {
    'hero-slider': ['assets/HeroSlider.js', 'assets/hero-slider.js', 'assets/Carousel.js'],
    'product-carousel': ['assets/Carousel.js'],
    heading: ['assets/Heading.js'],
  },
};
const page = (data: PageData['data']): PageData => ({ version: 2, data }) as PageData;
const hero = {
  name: 'hero-slider',
  order: 0,
  data: {
    slides: [
      { image: 'big.jpg', alt: 'A' },
      { image: '/s/media/files/b.svg', alt: 'B' },
    ],
  },
};

describe('weighPage', () => {
  it('finds a component’s images where the store requests them', () => {
    expect(imagesOf(hero)).toEqual(['/s/media/large/big.jpg', '/s/media/files/b.svg']);
  });

  it('counts each shared file once for the page and each component’s own share', () => {
    const weighed = weighPage(
      page([
        hero,
        { name: 'product-carousel', order: 1, data: {} },
        { name: 'heading', order: 2, data: { title: 'x' }, hidden: true } as never,
      ]),
      weights,
      new Map([['/s/media/large/big.jpg', 300_000]]),
      new Set(),
    );
    expect(weighed.js).toBe(14_000);
    expect(weighed.components.map((c) => [c.title, c.js, c.images])).toEqual([
      ['Hero slider', 14_000, 300_000],
      ['Product carousel', 8000, 0],
    ]);
    expect(weighed.images).toBe(300_000);
    expect(weighed.warnings).toEqual([]);
  });

  // Issue 37: "the page-weight meter works through nesting".
  it('weighs a layout with the code and images of what it holds, leaving hidden ones out as the store does', () => {
    const weighed = weighPage(
      page([
        {
          name: 'section',
          order: 0,
          data: { children: [hero, { name: 'heading', order: 1, data: { title: 'x', image: 'hidden.jpg' }, hidden: true }] },
        },
      ]),
      {
        ...weights,
        files: { ...weights.files, 'assets/Section.js': 700 },
        components: { ...weights.components, section: ['assets/Section.js'] },
      },
      new Map([
        ['/s/media/large/big.jpg', 300_000],
        ['/s/media/large/hidden.jpg', 50_000],
      ]),
      new Set([0]),
    );
    expect(weighed.components.map((c) => [c.title, c.js, c.images])).toEqual([['Section', 14_700, 300_000]]);
    expect(weighed.js).toBe(14_700);
    expect(weighed.images).toBe(300_000);
  });

  it('warns of a heavy component above the fold on a phone, and of budgets passed', () => {
    const heavy = weighPage(page([hero]), weights, new Map([['/s/media/large/big.jpg', 2_000_000]]), new Set([0]));
    expect(heavy.warnings).toEqual([
      expect.stringMatching(/^The page’s images weigh 1953 KB, over the budget of 1536 KB/),
      expect.stringMatching(/^Hero slider \(1\) weighs \d+ KB and sits above the fold on a phone/),
    ]);
    const below = weighPage(page([hero]), weights, new Map([['/s/media/large/big.jpg', 200_000]]), new Set());
    expect(below.warnings).toEqual([]);
  });
});
