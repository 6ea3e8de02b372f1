import type { CSSProperties } from 'react';
import { iconName, iconUrl } from '../links/icon-url';

/**
 * The icon beside a navigation or footer link. An icon of the icon service is drawn in the text's
 * colour (its SVG as a mask), so it shows on a light or a dark theme alike; an image is shown as it is.
 */
export function LinkIcon({ icon, size, className }: { icon: string; size: number; className: string }) {
  const url = iconUrl(icon);
  if (!iconName(icon)) return <img src={url} alt="" width={size} height={size} className={className} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} icon-mask`}
      style={{ width: size, height: size, '--icon': `url("${url}")` } as CSSProperties}
    />
  );
}
