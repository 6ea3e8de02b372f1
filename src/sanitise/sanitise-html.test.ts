import { describe, expect, it } from 'vitest';
import { htmlVerdict, sanitiseHtml } from './sanitise-html';

/** Parses sanitised output the way the page will, for structural assertions. */
const dom = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = sanitiseHtml(html);
  return template.content;
};

describe('sanitiseHtml (DOMPurify, strict)', () => {
  it('keeps ordinary rich text', () => {
    expect(
      sanitiseHtml(
        '<h2>Hi</h2><p>Fresh <strong>mangoes</strong> <a href="/products">here</a></p><ul><li>a</li></ul><img src="/x.png" alt="x">',
      ),
    ).toBe('<h2>Hi</h2><p>Fresh <strong>mangoes</strong> <a href="/products">here</a></p><ul><li>a</li></ul><img src="/x.png" alt="x">');
  });

  it.each([
    ['script', '<script>window.__xss=1</script>'],
    ['script inside svg', '<svg><script>window.__xss=1</script></svg>'],
    ['svg onload', '<svg onload="window.__xss=1"></svg>'],
    ['math mutation (mtext/mglyph/style)', '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">'],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">'],
    ['iframe srcdoc', '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>'],
    ['data: iframe', '<iframe src="data:text/html,<script>window.__xss=1</script>"></iframe>'],
    ['data: object', '<object data="data:text/html,<script>window.__xss=1</script>"></object>'],
    ['data: embed', '<embed src="data:text/html,<script>window.__xss=1</script>">'],
    ['event handler', '<img src=x onerror="window.__xss=1">'],
    ['javascript: link', '<a href="javascript:window.__xss=1">x</a>'],
    ['javascript: with entities and tabs', '<a href="jav&#x09;ascript&colon;window.__xss=1">x</a>'],
    ['mixed-case javascript:', '<a href="JaVaScRiPt:window.__xss=1">x</a>'],
    ['form action', '<form action="javascript:window.__xss=1"><button>Go</button></form>'],
    ['formaction', '<button formaction="javascript:window.__xss=1">x</button>'],
    ['base', '<base href="https://evil.example/">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">'],
    ['link import', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['template', '<template><img src=x onerror=window.__xss=1></template>'],
    ['style element', '<style>@import "https://evil.example/x.css";</style>'],
  ])('removes %s', (_name, payload) => {
    const out = sanitiseHtml(payload);
    expect(out).not.toMatch(
      /<script|onerror|onload|javascript:|srcdoc|<style|<base|<meta|<link|<template|<svg|<math|<form|<button|<object|<embed|data:text/i,
    );
  });

  it('drops style attributes and data attributes', () => {
    const out = sanitiseHtml('<p style="background:url(https://evil.example)" data-x="1" class="lead">x</p>');
    expect(out).toBe('<p class="lead">x</p>');
  });

  it('keeps iframes only from video hosts, always sandboxed and lazy', () => {
    const kept = dom(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123xyz"></iframe><iframe src="https://player.vimeo.com/video/1234567"></iframe>',
    );
    const frames = [...kept.querySelectorAll('iframe')];
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
      expect(frame.getAttribute('loading')).toBe('lazy');
    }
    for (const src of [
      'https://evil.example/embed',
      'http://www.youtube-nocookie.com/embed/x',
      'https://www.youtube.com/watch?v=x',
      'javascript:alert(1)',
      '',
    ]) {
      expect(dom(`<iframe src="${src}"></iframe>`).querySelectorAll('iframe')).toHaveLength(0);
    }
  });

  it('gives new-tab links noopener noreferrer', () => {
    const link = dom('<a href="https://example.com" target="_blank" rel="opener">x</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('defuses DOM clobbering names', () => {
    expect(sanitiseHtml('<img name="getElementById" src="/a.png"><form id="cookie"></form>')).not.toMatch(
      /name="getElementById"|id="cookie"/,
    );
  });
});

// Issue 22, item 1: the editor shows the sanitised header and footer HTML and what was removed.
describe("the owner's header and footer HTML (kind 'chrome', issue 34 item 4)", () => {
  const controls =
    '<form action="https://evil.example/steal"><input class="search-input" type="search" formaction="https://evil.example" onfocus="x()">' +
    '<button class="cart-button" onclick="steal()">Cart</button></form>' +
    '<select class="category-select"><option value="dal">Dal</option></select><textarea>t</textarea><script>x()</script>';

  it('keeps buttons, inputs, selects, options and forms (a search form), but no action, textarea, script or handler', () => {
    const template = document.createElement('template');
    template.innerHTML = sanitiseHtml(controls, 'chrome');
    const kept = template.content;
    expect(kept.querySelector('form input.search-input')?.getAttribute('type')).toBe('search');
    expect(kept.querySelector('form button.cart-button')?.textContent).toBe('Cart');
    expect(kept.querySelector('select.category-select option')?.getAttribute('value')).toBe('dal');
    expect(kept.querySelector('textarea, script, [onclick], [onfocus], [formaction], [action]')).toBeNull();
  });

  it('still removes them from content HTML, keeping their text', () => {
    const kept = dom(controls);
    expect(kept.querySelector('input, button, select, option')).toBeNull();
    expect(kept.textContent).toContain('Cart');
  });

  it('names what it removes in the editor’s verdict', () => {
    expect(htmlVerdict(controls, 'chrome').removed).toEqual(
      expect.arrayContaining(['the action attribute of <form>', '<script>', 'the onclick attribute of <button>']),
    );
    expect(htmlVerdict(controls, 'chrome').removed).not.toContain('<button>');
    expect(htmlVerdict(controls, 'chrome').removed).not.toContain('<form>');
  });
});

describe('htmlVerdict', () => {
  it('gives what the store will render and names what it removes', () => {
    const verdict = htmlVerdict(
      '<div id="sf-menu" onclick="steal()">Menu</div><script>alert(1)</script><img src="x.png" onerror="alert(1)" alt=""><iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
    );
    expect(verdict.html).toBe('<div id="sf-menu">Menu</div><img src="x.png" alt="">');
    expect(verdict.removed).toEqual(
      expect.arrayContaining(['the onclick attribute of <div>', '<script>', 'the onerror attribute of <img>', '<iframe>', '<style>']),
    );
  });

  it('removes nothing from plain HTML', () => {
    expect(htmlVerdict('<p>Made in <b>Bengaluru</b></p>')).toEqual({ html: '<p>Made in <b>Bengaluru</b></p>', removed: [] });
  });
});
