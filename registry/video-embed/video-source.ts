/** A recognised video and its privacy-enhanced embed address. */
export interface VideoSource {
  provider: 'youtube' | 'vimeo';
  id: string;
  embedUrl: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** Reads a YouTube or Vimeo address; anything else is null (never embedded). */
export function videoSource(address: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? parts[0]
        : parts[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')
            ? parts[1]
            : undefined;
    return id && /^[\w-]{6,20}$/.test(id)
      ? { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
      : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = parts.find((p) => /^\d{4,12}$/.test(p));
    return id ? { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` } : null;
  }
  return null;
}
