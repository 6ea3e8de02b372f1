import { describe, expect, it, vi } from 'vitest';
import { PAGE_MODULES_ID } from '../../../contract/boot-payload';
import { evaluateInTurn, preloadModules, readPageModules } from './page-modules';

function docWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_MODULES_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('readPageModules', () => {
  it('reads the listed same-origin asset scripts', () => {
    expect(readPageModules(docWith('["/assets/main-1.js","/assets/Hero_Slider.x-2.js"]'))).toEqual([
      '/assets/main-1.js',
      '/assets/Hero_Slider.x-2.js',
    ]);
  });

  it('drops anything that is not a same-origin /assets/ script, and survives a broken or missing list', () => {
    const hostile = [
      '//evil.example/assets/x.js',
      'https://evil.example/assets/x.js',
      'javascript:alert(1)',
      '/assets/../s/api/x.js',
      '/assets/x.js?<script>',
      'data:text/javascript,alert(1)',
      42,
      null,
      { href: '/assets/x.js' },
      '/assets/ok.js',
    ];
    expect(readPageModules(docWith(JSON.stringify(hostile)))).toEqual(['/assets/ok.js']);
    expect(readPageModules(docWith('{"not":"a list"}'))).toEqual([]);
    expect(readPageModules(docWith('[unclosed'))).toEqual([]);
    expect(readPageModules(docWith(''))).toEqual([]);
    expect(readPageModules(docWith(null))).toEqual([]);
    expect(readPageModules(docWith(JSON.stringify(Array.from({ length: 10_000 }, (_, i) => `/assets/m-${i}.js`))))).toHaveLength(10_000);
  });
});

describe('preloadModules', () => {
  it('asks for every module once, as a module preload, without repeating one already asked for', () => {
    const doc = docWith(null);
    const known = doc.createElement('link');
    known.rel = 'modulepreload';
    known.setAttribute('href', '/assets/main-1.js');
    doc.head.append(known);
    preloadModules(doc, ['/assets/main-1.js', '/assets/blocks-1.js', '/assets/blocks-1.js', '/assets/Footer-1.js']);
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/main-1.js'],
      ['modulepreload', '/assets/blocks-1.js'],
      ['modulepreload', '/assets/Footer-1.js'],
    ]);
  });
});

describe('evaluateInTurn', () => {
  it('evaluates the modules in the order given, one per task, and settles when all are done, even when one fails', async () => {
    const started: string[] = [];
    const load = vi.fn(async (href: string) => {
      started.push(href);
      if (href.includes('broken')) throw new Error('404');
    });
    const hrefs = ['/assets/a.js', '/assets/broken.js', '/assets/c.js', '/assets/d.js'];
    const loading = evaluateInTurn(hrefs, load);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(started).toEqual(['/assets/a.js']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/assets/a.js', '/assets/broken.js']);
    await expect(loading).resolves.toBeUndefined();
    expect(started).toEqual(hrefs);
  });
});
