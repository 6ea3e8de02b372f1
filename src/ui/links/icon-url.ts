import { imageUrl } from '../../../contract/image-url';
import { ICON_API_URL } from '../../../contract/media-bases';

/** The icon set of a bare icon name (`phone` is `lucide:phone`): Lucide, which our server serves offline. */
export const DEFAULT_ICON_PREFIX = 'lucide';

// An Iconify icon name, with or without its set's prefix: `phone`, `mdi:leaf`, `fluent-emoji-flat:mango`.
const ICON_NAME = /^(?:([a-z0-9]+(?:-[a-z0-9]+)*):)?([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The set and name of an icon name (`mdi:leaf` → mdi, leaf), or null for an image path or URL. */
export function iconName(icon: string): { prefix: string; name: string } | null {
  const value = icon.trim();
  const match = value.length <= 64 ? ICON_NAME.exec(value) : null;
  return match ? { prefix: match[1] ?? DEFAULT_ICON_PREFIX, name: match[2] as string } : null;
}

/**
 * Where a navigation or footer icon comes from: an icon name from the store's icon service (spec
 * section 7; an Iconify-compatible API at ICON_API_URL: `{ICON_API_URL}/{prefix}/{name}.svg`), or an
 * image path or URL as any store image.
 */
export function iconUrl(icon: string): string {
  const named = iconName(icon);
  return named ? `${ICON_API_URL}/${named.prefix}/${named.name}.svg` : imageUrl(icon.trim(), 'small');
}
