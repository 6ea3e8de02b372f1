import type { PageHead } from '../../../contract/page-head';
import { imageUrl } from '../../../contract/image-url';

/** What search engines show of a title and a description before cutting it (about). */
const TITLE_ROOM = 60;
const DESCRIPTION_ROOM = 160;
const cut = (text: string, room: number) => (text.length > room ? `${text.slice(0, room - 1).trimEnd()}…` : text);

/**
 * The page as a search result and as a shared link, from the head the store will serve (pageHead,
 * so the fallbacks to the website's SEO, its description and logo are the store's own).
 */
export function SeoPreview({ head }: { head: PageHead }) {
  const url = new URL(head.url);
  return (
    <section className="seo-preview" aria-label="How it looks in search and when shared">
      <h3 className="seo-preview-title">In search results</h3>
      <div className="seo-result">
        <p className="seo-result-url">
          {url.host}
          {url.pathname === '/' ? '' : ` › ${url.pathname.slice(1).split('/').join(' › ')}`}
        </p>
        <p className="seo-result-title">{cut(head.title, TITLE_ROOM)}</p>
        <p className="seo-result-description">
          {cut(head.description, DESCRIPTION_ROOM) || 'No description: search engines pick text from the page.'}
        </p>
      </div>
      {head.title.length > TITLE_ROOM ? (
        <p className="field-hint">
          The title has {head.title.length} characters: search results show about {TITLE_ROOM}.
        </p>
      ) : null}
      <h3 className="seo-preview-title">When the link is shared</h3>
      <div className="seo-card">
        {head.image ? (
          <img src={imageUrl(head.image, 'medium')} alt="" className="seo-card-image" />
        ) : (
          <div className="seo-card-image seo-card-empty">No image</div>
        )}
        <div className="seo-card-text">
          <p className="seo-card-site">{url.host}</p>
          <p className="seo-card-title">{head.title}</p>
          <p className="seo-card-description">{cut(head.description, 110)}</p>
        </div>
      </div>
    </section>
  );
}
