import { imageUrl } from '../../../contract/image-url';

/**
 * Where a navigation or footer icon comes from: an icon name (`info`, `phone`) from the store's icon
 * service (`/s/media/icons/{name}.svg`, cached for 168 hours), or an image path or URL as it is.
 */
export function iconUrl(icon: string): string {
  const name = icon.trim();
  return /^[a-z0-9][a-z0-9-]{0,63}$/i.test(name) ? `/s/media/icons/${name}.svg` : imageUrl(name, 'small');
}
