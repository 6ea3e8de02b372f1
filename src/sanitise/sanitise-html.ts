import DOMPurify from 'dompurify';
import { purifyWindow } from './purify-window';

/** Hosts whose players may be embedded; every other iframe is removed. */
export const IFRAME_HOSTS = new Set(['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']);
const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

let purifier: ReturnType<typeof DOMPurify> | null = null;

// A page's store HTML is the same on every request (server) and every render (browser) until the owner
// publishes anew: each text is sanitised once, not per request. Bounded by count and length.
const sanitised = new Map<string, string>();
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
 * Store HTML made safe to render: the HTML profile only (no SVG or MathML, where mutation XSS
 * lives), no style, form, input, button, base, meta, link or template elements, no style
 * attributes, iframes only from video hosts and always sandboxed, new-tab links with noopener.
 */
export function sanitiseHtml(html: string): string {
  const known = sanitised.get(html);
  if (known !== undefined) return known;
  const clean = purify(html);
  if (html.length <= MEMO_MAX_LENGTH) {
    if (sanitised.size >= MEMO_SIZE) sanitised.delete(sanitised.keys().next().value as string);
    sanitised.set(html, clean);
  }
  return clean;
}

function purify(html: string): string {
  purifier ??= makePurifier();
  return purifier.sanitize(html, PROFILE);
}

/** What the sanitiser keeps of store HTML, and what it removes (`<script>`, `onclick on <img>`…): the editor shows both. */
export function htmlVerdict(html: string): { html: string; removed: string[] } {
  // Always sanitised afresh: what was removed is known only right after the purifier ran.
  const kept = purify(html);
  const removed = (purifier?.removed ?? []).map((item) =>
    'attribute' in item && item.attribute
      ? `the ${item.attribute.name} attribute of <${(item.from as Element).nodeName.toLowerCase()}>`
      : `<${(item as { element: Node }).element.nodeName.toLowerCase()}>`,
  );
  return { html: kept, removed: [...new Set(removed)].filter((what) => what !== '<#text>') };
}

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
