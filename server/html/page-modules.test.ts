import { describe, expect, it } from 'vitest';
import { createPageModuleResolver } from './page-modules';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/main.tsx': { file: 'assets/main-1.js', isDynamicEntry: true, imports: ['_xstate.js'] },
  '_xstate.js': { file: 'assets/xstate-1.js' },
  '_carousel.js': { file: 'assets/carousel-1.js', imports: ['_react.js'] },
  'registry/hero-slider/HeroSlider.tsx': { file: 'assets/HeroSlider-1.js', isDynamicEntry: true, imports: ['_carousel.js', '_react.js'] },
  'src/generated/validators/hero-slider.js': { file: 'assets/hero-slider-1.js', isDynamicEntry: true },
  'registry/faq/Faq.tsx': { file: 'assets/Faq-1.js', isDynamicEntry: true, imports: ['_react.js', '_xstate.js'] },
  'src/generated/validators/faq.js': { file: 'assets/faq-1.js', isDynamicEntry: true },
};

describe('page modules', () => {
  const resolve = createPageModuleResolver(manifest);

  it('lists the app module’s chunks, then the renderer, validator and shared chunks of the page’s types, by name or alias', () => {
    expect(resolve(['HeroSlider'])).toEqual([
      '/assets/main-1.js',
      '/assets/xstate-1.js',
      '/assets/HeroSlider-1.js',
      '/assets/carousel-1.js',
      '/assets/hero-slider-1.js',
    ]);
  });

  it('skips what the entry loads, repeats nothing, and ignores unknown names', () => {
    const urls = resolve(['hero-slider', 'faq', 'hero-slider', 'no-such-type', '']);
    expect(urls).toEqual([
      '/assets/main-1.js',
      '/assets/xstate-1.js',
      '/assets/HeroSlider-1.js',
      '/assets/carousel-1.js',
      '/assets/hero-slider-1.js',
      '/assets/Faq-1.js',
      '/assets/faq-1.js',
    ]);
    expect(urls).not.toContain('/assets/react-1.js');
  });

  it('lists the app module’s chunks for a page without components', () => {
    expect(resolve([])).toEqual(['/assets/main-1.js', '/assets/xstate-1.js']);
  });

  it('lists nothing without a build manifest’s app module', () => {
    expect(createPageModuleResolver({})([])).toEqual([]);
  });

  it('finds grouped components through the module files: types in one chunk share it, and the app module is found too', () => {
    const grouped = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_main.js': { file: 'assets/main-1.js', imports: ['_react.js'] },
      '_blocks.js': { file: 'assets/blocks-1.js', imports: ['_main.js', '_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js', imports: ['_main.js'] },
      'registry/html-block/HtmlBlock.tsx': { file: 'assets/HtmlBlock-1.js', isDynamicEntry: true, imports: ['_main.js'] },
    };
    const resolveGrouped = createPageModuleResolver(grouped, {
      'src/main.tsx': 'assets/main-1.js',
      'registry/hero-slider/entry.ts': 'assets/main-1.js',
      'registry/hero-slider/HeroSlider.tsx': 'assets/blocks-1.js',
      'src/generated/validators/hero-slider.js': 'assets/blocks-1.js',
      'registry/faq/Faq.tsx': 'assets/blocks-1.js',
      'src/generated/validators/faq.js': 'assets/blocks-1.js',
      'registry/html-block/HtmlBlock.tsx': 'assets/HtmlBlock-1.js',
      'src/generated/validators/html-block.js': 'assets/blocks-1.js',
    });
    expect(resolveGrouped(['hero-slider', 'faq'])).toEqual(['/assets/main-1.js', '/assets/blocks-1.js', '/assets/shared-1.js']);
    expect(resolveGrouped(['html-block'])).toEqual([
      '/assets/main-1.js',
      '/assets/HtmlBlock-1.js',
      '/assets/blocks-1.js',
      '/assets/shared-1.js',
    ]);
    expect(resolveGrouped([])).toEqual(['/assets/main-1.js']);
  });
});
