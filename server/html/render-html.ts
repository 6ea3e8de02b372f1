import type { PageHead } from '../../contract/page-head';
import { type BootPayload, PAGE_MODULES_ID } from '../../contract/boot-payload';
import { jsonForScript } from '../../contract/json-for-script';
import { rootStyle } from '../../contract/root-style';
import type { TelemetryConfig } from '../telemetry/telemetry-config';
import { escapeHtml } from './escape';
import { EARLY_TAPS_ID, EARLY_TAPS_SCRIPT } from '../../contract/early-taps';

const HEAD_SLOT = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const BOOT_SLOT = '<!--app-boot-->';
const ROOT_SLOT = /<!--app-root-->([\s\S]*?)<!--\/app-root-->/;
const HTML_TAG = /<html([^>]*)>/;
const BODY_TAG = /<body\b[^>]*>/;

/**
 * The built index.html cut once at the slots the server fills, its fixed parts already UTF-8: a page
 * is then one concatenation of bytes (joining them as strings cost 0.8 ms a page, the whole of
 * renderHtml 1.25 ms, as store text makes the page a two-byte string).
 */
export interface PageTemplate {
  /** Up to `<html`, then up to the head slot. */
  beforeHtml: Buffer;
  htmlAttributes: string;
  beforeHead: Buffer;
  /** From the head slot through the `<body>` tag. */
  beforeBody: Buffer;
  /** After the `<body>` tag, up to the root slot. */
  beforeRoot: Buffer;
  /** The root slot's content: the spinner shown while a page has no markup. */
  spinner: string;
  beforeBoot: Buffer;
  rest: Buffer;
}

/** Cuts the built index.html at its slots; throws when it lacks one of them (or has them out of order). */
export function pageTemplate(template: string): PageTemplate {
  const html = HTML_TAG.exec(template);
  const head = HEAD_SLOT.exec(template);
  const root = ROOT_SLOT.exec(template);
  const boot = template.indexOf(BOOT_SLOT);
  const afterHead = head ? head.index + head[0].length : -1;
  const body = BODY_TAG.exec(template.slice(afterHead));
  const afterBody = body ? afterHead + body.index + body[0].length : -1;
  if (!html || !head || !root || !body || boot < 0 || !(html.index < head.index && afterBody <= root.index && root.index < boot)) {
    throw new Error(
      'index.html lacks the <html> tag, the <!--app-head--> … <!--/app-head--> slot, the <body> tag, the <!--app-root--> … <!--/app-root--> or <!--app-boot--> slot (in this order)',
    );
  }
  const afterRoot = root.index + root[0].length;
  return {
    beforeHtml: Buffer.from(template.slice(0, html.index)),
    htmlAttributes: html[1] ?? '',
    beforeHead: Buffer.from(template.slice(html.index + html[0].length, head.index)),
    beforeBody: Buffer.from(template.slice(afterHead, afterBody)),
    beforeRoot: Buffer.from(template.slice(afterBody, root.index)),
    spinner: root[1] ?? '',
    beforeBoot: Buffer.from(template.slice(afterRoot, boot)),
    rest: Buffer.from(template.slice(boot + BOOT_SLOT.length)),
  };
}

/** What a page adds to the built SPA shell besides its head and boot payload. */
export interface PageExtras {
  /** Escaped JSON-LD of the page, if any. */
  jsonLd?: string | null;
  /** Module chunks of the renderers this page uses, listed for src/start.ts to ask for after the first paint. */
  pageModules?: readonly string[];
  /** The page's server-rendered markup for #root; without it #root keeps the template's spinner. */
  markup?: string | null;
  /** The consent banner's markup, for a visitor who has not answered the analytics question. */
  consentBanner?: string | null;
  /** Kept out of search engines (a shared preview link). */
  noindex?: boolean;
  /** What the browser's telemetry reads from meta tags (src/telemetry/telemetry-config.ts). */
  telemetry?: Pick<TelemetryConfig, 'sentryDsn' | 'environment' | 'analyticsKey'>;
}

/** The HTML for one request, as UTF-8: the built SPA shell with the page head and the boot payload inlined. */
export function renderHtml(template: PageTemplate, head: PageHead, boot: BootPayload, extras: PageExtras = {}): Buffer {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '';
  const tags = [
    // First: taps on the page's buttons are held from the first paint (allowed by its hash in the CSP).
    extras.markup ? `<script id="${EARLY_TAPS_ID}">${EARLY_TAPS_SCRIPT}</script>` : '',
    `<title>${escapeHtml(head.title)}</title>`,
    extras.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    head.icon ? `<link rel="icon" href="${escapeHtml(head.icon)}">` : '',
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image ?? ''),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:url', head.url),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image ?? ''),
    meta('name', 'sentry-dsn', extras.telemetry?.sentryDsn ?? ''),
    meta('name', 'sentry-environment', extras.telemetry?.environment ?? ''),
    meta('name', 'analytics-key', extras.telemetry?.analyticsKey ?? ''),
    extras.jsonLd ? `<script type="application/ld+json" id="page-ld">${extras.jsonLd}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Not preloaded: the page is shown before its code is asked for (src/start.ts reads the list then).
  const modules = extras.pageModules?.length
    ? `<script type="application/json" id="${PAGE_MODULES_ID}">${jsonForScript(extras.pageModules)}</script>\n    `
    : '';
  // The banner is fixed to the viewport, so its place in the document only decides when it is
  // parsed: first in the body, it is in the page's first paint. At the end, a first paint made
  // while the parser had not reached it left it for a later frame, after the page's scripts had
  // started, and that frame became the largest contentful paint (2.6 s against 1.3 s in Lighthouse).
  const banner = extras.consentBanner ? `\n    ${extras.consentBanner}` : '';
  const bootScript = `${modules}<script type="application/json" id="boot">${jsonForScript(boot)}</script>`;
  const root = rootStyle(boot.init);
  return Buffer.concat([
    template.beforeHtml,
    Buffer.from(`<html${template.htmlAttributes} data-theme="${escapeHtml(root.theme)}" style="${escapeHtml(root.style)}">`),
    template.beforeHead,
    Buffer.from(tags),
    template.beforeBody,
    Buffer.from(banner),
    template.beforeRoot,
    Buffer.from(extras.markup ?? template.spinner),
    template.beforeBoot,
    Buffer.from(bootScript),
    template.rest,
  ]);
}
