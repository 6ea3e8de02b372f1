import { describe, expect, it } from 'vitest';
import { classifyModules } from './chunk-groups';

const root = '/app';
/** A module graph as Rolldown reports it: static and dynamic imports by module id. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [`${root}/src/start.ts`]: {
    importedIds: [`${root}/src/shell/boot/next-task.ts`],
    dynamicallyImportedIds: [`${root}/node_modules/react-dom/client.js`, `${root}/src/main.tsx`],
  },
  [`${root}/src/shell/boot/next-task.ts`]: { importedIds: [], dynamicallyImportedIds: [] },
  [`${root}/node_modules/react-dom/client.js`]: { importedIds: [`${root}/node_modules/react/index.js`], dynamicallyImportedIds: [] },
  [`${root}/node_modules/react/index.js`]: { importedIds: [], dynamicallyImportedIds: [] },
  [`${root}/src/main.tsx`]: {
    importedIds: [
      `${root}/node_modules/react/index.js`,
      `${root}/src/shell/boot/next-task.ts`,
      `${root}/registry/index.ts`,
      `${root}/src/ui/price.ts`,
    ],
    dynamicallyImportedIds: [],
  },
  [`${root}/src/ui/price.ts`]: { importedIds: [], dynamicallyImportedIds: [] },
  [`${root}/registry/index.ts`]: {
    importedIds: [],
    dynamicallyImportedIds: [
      `${root}/registry/faq/Faq.tsx`,
      `${root}/src/generated/validators/faq.js`,
      `${root}/registry/product-carousel/ProductCarousel.tsx`,
      `${root}/registry/html-block/HtmlBlock.tsx`,
      `${root}/registry/screen/Screen.tsx`,
      `${root}/src/generated/validators/screen.js`,
    ],
  },
  [`${root}/registry/faq/Faq.tsx`]: {
    importedIds: [`${root}/src/ui/price.ts`, `${root}/src/ui/Accordion.tsx`],
    dynamicallyImportedIds: [],
  },
  [`${root}/src/ui/Accordion.tsx`]: { importedIds: [], dynamicallyImportedIds: [] },
  [`${root}/src/generated/validators/faq.js`]: { importedIds: [], dynamicallyImportedIds: [] },
  [`${root}/registry/product-carousel/ProductCarousel.tsx`]: {
    importedIds: [`${root}/src/ui/ProductCard.tsx`],
    dynamicallyImportedIds: [],
  },
  [`${root}/src/ui/ProductCard.tsx`]: { importedIds: [], dynamicallyImportedIds: [] },
  [`${root}/registry/html-block/HtmlBlock.tsx`]: { importedIds: [`${root}/src/sanitise/SafeHtml.tsx`], dynamicallyImportedIds: [] },
  [`${root}/src/sanitise/SafeHtml.tsx`]: { importedIds: [`${root}/node_modules/dompurify/purify.js`], dynamicallyImportedIds: [] },
  [`${root}/node_modules/dompurify/purify.js`]: { importedIds: [], dynamicallyImportedIds: [] },
  [`${root}/registry/screen/Screen.tsx`]: { importedIds: [], dynamicallyImportedIds: [`${root}/src/features/ProductList.tsx`] },
  [`${root}/src/generated/validators/screen.js`]: { importedIds: [], dynamicallyImportedIds: [] },
  [`${root}/src/features/ProductList.tsx`]: { importedIds: [`${root}/src/ui/ProductCard.tsx`], dynamicallyImportedIds: [] },
};
const groups = classifyModules({ getModuleInfo: (id) => graph[id] ?? null }, Object.keys(graph));
const groupOf = (path: string) => groups.get(`${root}/${path}`) ?? null;

describe('the store’s chunk groups', () => {
  it('puts what the app module imports statically into main, but not what the entry or React DOM load first', () => {
    expect(groupOf('src/main.tsx')).toBe('main');
    expect(groupOf('registry/index.ts')).toBe('main');
    expect(groupOf('src/ui/price.ts')).toBe('main');
    expect(groupOf('src/shell/boot/next-task.ts')).toBeNull();
    expect(groupOf('node_modules/react/index.js')).toBeNull();
    expect(groupOf('node_modules/react-dom/client.js')).toBeNull();
  });

  it('puts the page-builder components’ renderers and validators, and what only they use, into blocks', () => {
    expect(groupOf('registry/faq/Faq.tsx')).toBe('blocks');
    expect(groupOf('src/generated/validators/faq.js')).toBe('blocks');
    expect(groupOf('registry/product-carousel/ProductCarousel.tsx')).toBe('blocks');
    expect(groupOf('src/ui/Accordion.tsx')).toBe('blocks');
  });

  it('shares what a component has in common with a screen, so that a screen does not load the blocks', () => {
    expect(groupOf('src/ui/ProductCard.tsx')).toBe('shared');
    expect(groupOf('src/features/ProductList.tsx')).toBeNull();
  });

  it('leaves screens, the HTML block and its sanitiser to chunks of their own', () => {
    for (const path of [
      'registry/screen/Screen.tsx',
      'src/generated/validators/screen.js',
      'registry/html-block/HtmlBlock.tsx',
      'src/sanitise/SafeHtml.tsx',
      'node_modules/dompurify/purify.js',
    ])
      expect(groupOf(path), path).toBeNull();
  });
});
