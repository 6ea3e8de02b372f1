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

/** Checks that the built index.html has the slots the server fills. */
export function assertTemplate(template: string): void {
  if (!HTML_TAG.test(template) || !HEAD_SLOT.test(template) || !ROOT_SLOT.test(template) || !template.includes(BOOT_SLOT)) {
    throw new Error(
      'index.html lacks the <html> tag, the <!--app-head--> … <!--/app-head-->, <!--app-root--> … <!--/app-root--> or <!--app-boot--> slot',
    );
  }
}

/** The HTML for one request: the built SPA shell with the page head and the boot payload inlined. */
export interface PageExtras {
  /** Escaped JSON-LD of the page, if any. */
  jsonLd?: string | null;
  /** Module chunks of the renderers this page uses, listed for src/start.ts to ask for after the first paint. */
  pageModules?: readonly string[];
  /** The page's server-rendered markup for #root; without it #root keeps the template's spinner. */
  markup?: string | null;
  /** The consent banner's markup, for a visitor who has not answered the analytics question. */
  consentBanner?: string | null;
  /** What the browser's telemetry reads from meta tags (src/telemetry/telemetry-config.ts). */
  telemetry?: Pick<TelemetryConfig, 'sentryDsn' | 'environment' | 'analyticsKey'>;
}

export function renderHtml(template: string, head: PageHead, favicon: string | null, boot: BootPayload, extras: PageExtras = {}): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '';
  const tags = [
    // First: taps on the page's buttons are held from the first paint (allowed by its hash in the CSP).
    extras.markup ? `<script id="${EARLY_TAPS_ID}">${EARLY_TAPS_SCRIPT}</script>` : '',
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    favicon ? `<link rel="icon" href="${escapeHtml(favicon)}">` : '',
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
  const banner = extras.consentBanner ? `${extras.consentBanner}\n    ` : '';
  const bootScript = `${banner}${modules}<script type="application/json" id="boot">${jsonForScript(boot)}</script>`;
  const root = rootStyle(boot.init);
  // Function replacers: a `$` in store text must not be read as a replacement pattern.
  return template
    .replace(
      HTML_TAG,
      (_tag, attributes: string) => `<html${attributes} data-theme="${escapeHtml(root.theme)}" style="${escapeHtml(root.style)}">`,
    )
    .replace(HEAD_SLOT, () => tags)
    .replace(ROOT_SLOT, (_slot, spinner: string) => extras.markup ?? spinner)
    .replace(BOOT_SLOT, () => bootScript);
}
