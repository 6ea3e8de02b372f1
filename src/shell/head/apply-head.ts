import type { PageHead } from '../../../contract/page-head';

function setMeta(doc: Document, attr: 'name' | 'property', key: string, content: string | null) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.setAttribute(attr, key);
    doc.head.append(meta);
  }
  meta.content = content;
}

/** Keeps the page's JSON-LD (already escaped by structuredData) in the head; null removes it. */
export function applyStructuredData(jsonLd: string | null, doc: Document = document): void {
  let script = doc.getElementById('page-ld');
  if (!jsonLd) {
    script?.remove();
    return;
  }
  if (!script) {
    script = doc.createElement('script');
    script.id = 'page-ld';
    script.setAttribute('type', 'application/ld+json');
    doc.head.append(script);
  }
  // textContent, never innerHTML: the text stays data.
  script.textContent = jsonLd;
}

/** Keeps the document head in step with the page on screen. */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'name', 'keywords', head.keywords);
  setMeta(doc, 'property', 'og:title', head.title);
  setMeta(doc, 'property', 'og:description', head.description);
  setMeta(doc, 'property', 'og:url', head.url);
  setMeta(doc, 'property', 'og:type', head.type);
  setMeta(doc, 'property', 'og:image', head.image);
  setMeta(doc, 'property', 'og:site_name', head.siteName);
  setMeta(doc, 'name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  setMeta(doc, 'name', 'twitter:url', head.url);
  setMeta(doc, 'name', 'twitter:title', head.title);
  setMeta(doc, 'name', 'twitter:description', head.description);
  setMeta(doc, 'name', 'twitter:image', head.image);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = head.url;
  setLink(doc, 'icon', head.icon);
}

function setLink(doc: Document, rel: string, href: string | null) {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  link.setAttribute('href', href);
}
