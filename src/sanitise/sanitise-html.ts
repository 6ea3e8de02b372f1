import DOMPurify from 'dompurify';
import { purifyWindow } from './purify-window';

/** Hosts whose players may be embedded; every other iframe is removed. */
export const IFRAME_HOSTS = new Set(['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']);
const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

let purifier: ReturnType<typeof DOMPurify> | null = null;

// A page's store HTML is the same on every request (server) and every render (browser) until the owner
// publishes anew: each text is sanitised once, not per request. Bounded by count and length.
const sanitised = { content: new Map<string, string>(), chrome: new Map<string, string>() };
const MEMO_SIZE = 256;
const MEMO_MAX_LENGTH = 64 * 1024;

function allowedIframe(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return (
      url.protocol === 'https:' &&
      IFRAME_HOSTS.has(url.hostname) &&
      (url.hostname !== 'www.youtube.com' || url.pathname.startsWith('/embed/'))
    );
  } catch {
    return false;
  }
}

function makePurifier(): ReturnType<typeof DOMPurify> {
  const instance = DOMPurify(purifyWindow());
  if (!instance.isSupported) throw new Error('DOMPurify has no usable DOM here; refusing to pass store HTML through unsanitised');
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !allowedIframe((node as Element).getAttribute('src'))) {
      node.parentNode?.removeChild(node);
      instance.removed.push({ element: node });
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IFRAME') {
      node.setAttribute('sandbox', IFRAME_SANDBOX);
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    }
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

/**
 * What store HTML is: `content` (HTML blocks, product descriptions) or `chrome` (the owner's header
 * and footer, which keep their own buttons, inputs, selects and options for the storefront to wire).
 */
export type HtmlKind = keyof typeof sanitised;

/**
 * Store HTML made safe to render: the HTML profile only (no SVG or MathML, where mutation XSS
 * lives), no style, form, base, meta, link or template elements (nor, in content, buttons, inputs
 * and selects), no style attributes or event handlers, iframes only from video hosts and always
 * sandboxed, new-tab links with noopener.
 */
export function sanitiseHtml(html: string, kind: HtmlKind = 'content'): string {
  const memo = sanitised[kind];
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = purify(html, kind);
  if (html.length <= MEMO_MAX_LENGTH) {
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    memo.set(html, clean);
  }
  return clean;
}

function purify(html: string, kind: HtmlKind): string {
  purifier ??= makePurifier();
  return purifier.sanitize(html, kind === 'chrome' ? CHROME_PROFILE : PROFILE);
}

/** What the sanitiser keeps of store HTML, and what it removes (`<script>`, `onclick on <img>`…): the editor shows both. */
export function htmlVerdict(html: string, kind: HtmlKind = 'content'): { html: string; removed: string[] } {
  // Always sanitised afresh: what was removed is known only right after the purifier ran.
  const kept = purify(html, kind);
  const removed = (purifier?.removed ?? []).map((item) =>
    'attribute' in item && item.attribute
      ? `the ${item.attribute.name} attribute of <${(item.from as Element).nodeName.toLowerCase()}>`
      : `<${(item as { element: Node }).element.nodeName.toLowerCase()}>`,
  );
  return { html: kept, removed: [...new Set(removed)].filter((what) => what !== '<#text>') };
}

const CONTROLS = new Set(['button', 'input', 'select', 'option', 'form']);

const PROFILE = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder'],
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'base',
    'meta',
    'link',
    'template',
    'select',
    'textarea',
    'option',
    'object',
    'embed',
    'frame',
    'frameset',
    'noscript',
    'svg',
    'math',
    'script',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
};

// The owner's header and footer keep their controls and forms, without `action` or `formaction`: they do
// nothing until the storefront wires them, and a form never submits (src/sanitise/SafeHtml.tsx).
const CHROME_PROFILE = { ...PROFILE, FORBID_TAGS: PROFILE.FORBID_TAGS.filter((tag) => !CONTROLS.has(tag)) };
