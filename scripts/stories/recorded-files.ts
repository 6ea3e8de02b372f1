import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CDN_NAME, IMAGE_WIDTHS, imageUrl } from '../../contract/image-url';
import type { RecordedVisit } from '../../src/api/recorded-api';
import { iconUrl } from '../../src/ui/links/icon-url';

const IMAGE = /\.(?:svg|png|jpe?g|webp|gif|avif)$/i;

/** The server's files a recorded answer names: its images in every size, and the icons of its `icon` fields. */
function filesNamed(value: unknown, key = '', into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const text = value.trim();
    if (key === 'icon' && text) into.add(iconUrl(text));
    else if (IMAGE.test(text) && CDN_NAME.test(text))
      for (const size of Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[]) into.add(imageUrl(text, size));
    else if (IMAGE.test(text) && text.startsWith('/s/')) into.add(text);
  } else if (Array.isArray(value)) for (const item of value) filesNamed(item, key, into);
  else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) filesNamed(item, name, into);
  return into;
}

/** The host a visit was made on (its init's `urlOrigin`): a website's pictures are drawn only for its own products. */
function hostOf(visit: RecordedVisit): string {
  const origin = (visit.answers['/api/init']?.body as { urlOrigin?: unknown } | undefined)?.urlOrigin;
  try {
    return new URL(typeof origin === 'string' ? origin : '').host;
  } catch {
    return 'localhost';
  }
}

/**
 * Writes the files the visits' answers name, as the server answers them on each visit's website, under `dir`
 * (a Storybook static folder served at the site's root): product pictures and icons are drawn by the server,
 * not stored. Answers how many it wrote; a name the server has no file for is left out, as the store shows it
 * broken too.
 */
export async function recordFiles(app: FastifyInstance, visits: readonly RecordedVisit[], dir: string): Promise<number> {
  const hosts = new Map<string, string>();
  for (const visit of visits) for (const path of filesNamed(visit.answers)) if (!hosts.has(path)) hosts.set(path, hostOf(visit));
  let written = 0;
  for (const [path, host] of [...hosts].filter(([path]) => path.startsWith('/s/')).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const res = await app.inject({ method: 'GET', url: path, headers: { host } });
    if (res.statusCode !== 200) continue;
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, res.rawPayload);
    written += 1;
  }
  return written;
}
