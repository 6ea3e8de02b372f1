import { absoluteImageUrl, imageUrl, NO_IMAGE } from './image-url';
import type { Init } from './init';
import type { PageData } from './page-data';

/** The document head of one page: what crawlers, link previews and the tab title show. */
export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of the preview image, or null. */
  image: string | null;
  /** Absolute canonical URL (path only, no query or hash). */
  url: string;
  siteName: string;
  /** og:type: the page's SEO ogType (spec section 2), `website` by default. */
  type: string;
  /** The website's favicon through the store's image rule (a `javascript:` or `data:` one is none), or null. */
  icon: string | null;
}

/** Computes the head from init and the page data; the server and the browser both use it. */
export function pageHead(init: Pick<Init, 'web' | 'webSeo' | 'urlOrigin'>, page: PageData | null, path: string): PageHead {
  const icon = init.web.favicon ? imageUrl(init.web.favicon, 'small') : NO_IMAGE;
  const siteName = init.web.name;
  const seoTitle = page?.seo_title.trim() ?? '';
  const title = !page
    ? `Page not found | ${siteName}`
    : !seoTitle
      ? init.webSeo.og_title || siteName
      : seoTitle.includes(siteName)
        ? seoTitle
        : `${seoTitle} | ${siteName}`;
  const origin = safeOrigin(init.urlOrigin);
  const image = page?.seo_image || init.webSeo.og_image || init.web.logo;
  return {
    title,
    description: page?.seo_description || init.webSeo.og_description || init.web.description,
    keywords: page?.seo_keyword || init.webSeo.meta_keywords,
    // A bare name (an upload, a product's picture) through the store's image path.
    image: absoluteImageUrl(image, origin),
    url: absolute(path, origin),
    siteName,
    type: page?.seo_og_type?.trim() || 'website',
    icon: icon === NO_IMAGE ? null : icon,
  };
}

function safeOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return 'http://localhost';
  }
}

function absolute(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).href;
  } catch {
    return origin + '/';
  }
}
