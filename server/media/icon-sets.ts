import { createRequire } from 'node:module';

/** An icon of an Iconify set: its SVG body and, where it differs from the set's, its box. */
export interface IconData {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

interface IconSet {
  prefix: string;
  icons: Record<string, IconData>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** The icon sets our server serves offline (npm packages of Iconify's sets); anything else is not found. */
export const ICON_SETS = ['lucide', 'fluent-emoji-flat'] as const;

const require = createRequire(import.meta.url);
const loaded = new Map<string, IconSet>(); // read-only: each set's file, read once on its first icon asked for

function iconSet(prefix: string): IconSet | null {
  if (!(ICON_SETS as readonly string[]).includes(prefix)) return null;
  let set = loaded.get(prefix);
  if (!set) {
    set = require(`@iconify-json/${prefix}/icons.json`) as IconSet;
    loaded.set(prefix, set);
  }
  return set;
}

/** An icon of a set, its aliases followed (Lucide's `home` is `house`), with its box; null when there is none. */
export function iconData(prefix: string, name: string): Required<IconData> | null {
  const set = iconSet(prefix);
  if (!set) return null;
  let key = name;
  for (let hops = 0; hops < 8 && !Object.hasOwn(set.icons, key); hops++) {
    const alias = set.aliases && Object.hasOwn(set.aliases, key) ? set.aliases[key] : undefined;
    if (!alias) return null;
    key = alias.parent;
  }
  const icon = Object.hasOwn(set.icons, key) ? set.icons[key] : undefined;
  if (!icon) return null;
  return { left: 0, top: 0, width: set.width ?? 16, height: set.height ?? 16, ...icon };
}

/** An icon as a standalone SVG, as Iconify's API answers `/{prefix}/{name}.svg`. */
export function iconSvg(prefix: string, name: string): string | null {
  const icon = iconData(prefix, name);
  if (!icon) return null;
  const box = `${icon.left} ${icon.top} ${icon.width} ${icon.height}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.width}" height="${icon.height}" viewBox="${box}">${icon.body}</svg>`;
}

/** Icon data as Iconify's API answers `/{prefix}.json?icons=a,b`: the icons found and the names not found; null for an unknown set. */
export function iconJson(
  prefix: string,
  names: string[],
): { prefix: string; icons: Record<string, Required<IconData>>; not_found?: string[] } | null {
  if (!iconSet(prefix)) return null;
  const icons: Record<string, Required<IconData>> = {};
  const notFound: string[] = [];
  for (const name of names) {
    const icon = iconData(prefix, name);
    if (icon) icons[name] = icon;
    else notFound.push(name);
  }
  return { prefix, icons, ...(notFound.length ? { not_found: notFound } : {}) };
}
