import { describe, expect, it } from 'vitest';
import { makeInit } from '../../tests/support/init-factory';
import { pageHead } from '../../contract/page-head';
import { pageTemplate, renderHtml } from './render-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><!--app-head--><title>Store</title><!--/app-head--></head>
  <body>
    <div id="root"><!--app-root--><div class="boot-spinner"></div><!--/app-root--></div>
    <!--app-boot-->
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const head = {
  title: 'Atta & Dal — ₹ 51 off',
  description: '',
  keywords: '',
  image: null,
  url: 'http://localhost:8080/',
  siteName: 'FreshKart',
  type: 'website',
  icon: null,
};

describe('the page template, cut once at its slots', () => {
  it('refuses a built index.html without its slots, or with them out of order', () => {
    expect(() => pageTemplate(TEMPLATE.replace('<!--app-boot-->', ''))).toThrow(/app-boot/);
    expect(() => pageTemplate(TEMPLATE.replace('<!--/app-root-->', ''))).toThrow(/app-root/);
    const bootFirst = TEMPLATE.replace('<!--app-boot-->', '').replace('<body>', '<body><!--app-boot-->');
    expect(() => pageTemplate(bootFirst)).toThrow(/in this order/);
    expect(() => pageTemplate(TEMPLATE.replace('<body>', '<main>'))).toThrow(/<body>/);
  });

  it('fills each slot with store text as it is, `$` patterns included, as UTF-8', () => {
    const boot = { init: makeInit(), page: { path: '/', status: 200, data: null } } as Parameters<typeof renderHtml>[2];
    const markup = '<main><p>Price: $& $1 $$ ₹ 51</p></main>';
    const html = renderHtml(pageTemplate(TEMPLATE), head, boot, { markup }).toString('utf8');
    expect(html).toContain('<title>Atta &amp; Dal — ₹ 51 off</title>');
    expect(html).toContain(`<div id="root">${markup}</div>`);
    expect(html).not.toContain('boot-spinner');
    expect(html).toMatch(/<html lang="en" data-theme="[a-z]+" style="[^"]*">/);
    expect(html).toMatch(/<script type="application\/json" id="boot">\{.*\}<\/script>\n {4}<script type="module"/);
    expect(html.endsWith('</body>\n</html>')).toBe(true);
    // Without markup, #root keeps the template's spinner.
    expect(renderHtml(pageTemplate(TEMPLATE), head, boot).toString('utf8')).toContain('<div class="boot-spinner"></div>');
  });

  it('puts the consent banner first in the body, so that the first paint has it', () => {
    const boot = { init: makeInit(), page: { path: '/', status: 200, data: null } } as Parameters<typeof renderHtml>[2];
    const consentBanner = '<div id="consent-banner"><section>We would like to record how the shop is used</section></div>';
    const html = renderHtml(pageTemplate(TEMPLATE.replace('<body>', '<body class="store">')), head, boot, {
      markup: '<main>page</main>',
      consentBanner,
    }).toString('utf8');
    expect(html).toContain(`<body class="store">\n    ${consentBanner}\n    <div id="root"><main>page</main></div>`);
    expect(html.split(consentBanner)).toHaveLength(2);
  });

  it.each([
    ['/favicon.svg', '<link rel="icon" href="/favicon.svg">'],
    ['https://cdn.example/icon.png', '<link rel="icon" href="https://cdn.example/icon.png">'],
    ['icon.png', '<link rel="icon" href="/s/media/small/icon.png">'],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['//evil.example/x.png', null],
  ])('writes the favicon %s through the store image rule (issue 36: javascript: was written as it was)', (favicon, tag) => {
    const init = makeInit();
    const boot = { init, page: { path: '/', status: 200, data: null } } as Parameters<typeof renderHtml>[2];
    const html = renderHtml(pageTemplate(TEMPLATE), pageHead({ ...init, web: { ...init.web, favicon } }, null, '/'), boot).toString('utf8');
    if (tag) expect(html).toContain(tag);
    else expect(html).not.toContain('rel="icon"');
  });
});
