import { describe, expect, it, vi } from 'vitest';
import { PAGE_MODULES_ID } from '../../../contract/boot-payload';
import { loadModules, readPageModules } from './page-modules';

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

describe('loadModules', () => {
  it('starts every load, a few per task, and settles when all are done, even when one fails', async () => {
    const started: string[] = [];
    const load = vi.fn(async (href: string) => {
      started.push(href);
      if (href.includes('broken')) throw new Error('404');
    });
    const hrefs = ['/assets/a.js', '/assets/broken.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    const loading = loadModules(hrefs, load);
    expect(started.length).toBeLessThan(hrefs.length);
    await expect(loading).resolves.toBeUndefined();
    expect(started).toEqual(hrefs);
  });
});
