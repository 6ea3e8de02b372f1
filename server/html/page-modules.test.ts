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
  // A type's migration, in the chunk that migrates pages of another format: no page in ours needs it.
  'registry/hero-slider/migrate.ts': { file: 'assets/read-page-data-1.js', isDynamicEntry: true },
};

/** A page's components by name, as page data places them. */
const placed = (...names: string[]) => names.map((name) => ({ name }));

describe('page modules', () => {
  const resolve = createPageModuleResolver(manifest);

  it('lists the app module’s chunks, then the renderer, validator and shared chunks of the page’s types, by name or alias, each after what it imports', () => {
    expect(resolve(placed('HeroSlider'))).toEqual([
      '/assets/xstate-1.js',
      '/assets/main-1.js',
      '/assets/carousel-1.js',
      '/assets/HeroSlider-1.js',
      '/assets/hero-slider-1.js',
    ]);
  });

  it('skips what the entry loads, repeats nothing, and ignores unknown names', () => {
    const urls = resolve(placed('hero-slider', 'faq', 'hero-slider', 'no-such-type', ''));
    expect(urls).toEqual([
      '/assets/xstate-1.js',
      '/assets/main-1.js',
      '/assets/carousel-1.js',
      '/assets/HeroSlider-1.js',
      '/assets/hero-slider-1.js',
      '/assets/Faq-1.js',
      '/assets/faq-1.js',
    ]);
    expect(urls).not.toContain('/assets/react-1.js');
  });

  // Issue 37: a layout's components are on the page too.
  it('lists the chunks of the components inside a layout’s columns', () => {
    const columns = { name: 'columns', data: { columns: [[{ name: 'faq', order: 0 }], [{ name: 'HeroSlider', order: 0 }]] } };
    expect(resolve([columns])).toEqual([
      '/assets/xstate-1.js',
      '/assets/main-1.js',
      '/assets/Faq-1.js',
      '/assets/faq-1.js',
      '/assets/carousel-1.js',
      '/assets/HeroSlider-1.js',
      '/assets/hero-slider-1.js',
    ]);
  });

  it('lists the app module’s chunks for a page without components', () => {
    expect(resolve(placed())).toEqual(['/assets/xstate-1.js', '/assets/main-1.js']);
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
    expect(resolveGrouped(placed('hero-slider', 'faq'))).toEqual(['/assets/main-1.js', '/assets/shared-1.js', '/assets/blocks-1.js']);
    expect(resolveGrouped(placed('html-block'))).toEqual([
      '/assets/main-1.js',
      '/assets/HtmlBlock-1.js',
      '/assets/shared-1.js',
      '/assets/blocks-1.js',
    ]);
    expect(resolveGrouped(placed())).toEqual(['/assets/main-1.js']);
  });

  it('lists the chunks of the built-in screen a screen component names, with their imports, and nothing for an unknown one', () => {
    const withScreens = createPageModuleResolver({
      ...manifest,
      'registry/screen/Screen.tsx': { file: 'assets/Screen-1.js', isDynamicEntry: true, imports: ['_react.js'] },
      'src/generated/validators/screen.js': { file: 'assets/screen-1.js', isDynamicEntry: true },
      'src/features/catalogue/product/ProductPage.tsx': {
        file: 'assets/ProductPage-1.js',
        isDynamicEntry: true,
        imports: ['_product.js', '_react.js'],
      },
      '_product.js': { file: 'assets/product-1.js' },
    });
    expect(withScreens([{ name: 'screen', data: { screen: 'product' } }])).toEqual([
      '/assets/xstate-1.js',
      '/assets/main-1.js',
      '/assets/Screen-1.js',
      '/assets/screen-1.js',
      '/assets/product-1.js',
      '/assets/ProductPage-1.js',
    ]);
    const screenOnly = ['/assets/xstate-1.js', '/assets/main-1.js', '/assets/Screen-1.js', '/assets/screen-1.js'];
    for (const data of [undefined, null, 'product', { screen: 'no-such-screen' }, { screen: 'hasOwnProperty' }, { screen: 7 }]) {
      expect(withScreens([{ name: 'screen', data }])).toEqual(screenOnly);
    }
    // Only a screen component's data names a screen.
    expect(withScreens([{ name: 'faq', data: { screen: 'product' } }])).not.toContain('/assets/ProductPage-1.js');
  });

  it('lists the chunks of other modules the page shows (the shell’s lazy parts), skipping unknown ones and repeating nothing', () => {
    const withShell = createPageModuleResolver({
      ...manifest,
      'src/shell/footer/Footer.tsx': { file: 'assets/Footer-1.js', isDynamicEntry: true, imports: ['_xstate.js'] },
      'src/shell/header/AccountMenu.tsx': { file: 'assets/AccountMenu-1.js', isDynamicEntry: true, imports: ['_carousel.js'] },
    });
    expect(
      withShell(placed('faq'), ['src/shell/header/AccountMenu.tsx', 'src/shell/footer/Footer.tsx', 'src/no/such/Module.tsx', 'index.html']),
    ).toEqual([
      '/assets/xstate-1.js',
      '/assets/main-1.js',
      '/assets/Faq-1.js',
      '/assets/faq-1.js',
      '/assets/carousel-1.js',
      '/assets/AccountMenu-1.js',
      '/assets/Footer-1.js',
    ]);
  });
});
