import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStore } from './media-store';

/** At most this many pictures are kept drawn in memory (a few KB each): the demo's products and emoji fit. */
const KEPT = 2000;

/** The media store's folder for drawn pictures: website 0 (no website has it), shared by all, as a drawing depends only on its SVG. */
const DRAWN_WEBSITE = 0;
const DRAWN_FOLDER = 'drawn';

/**
 * The demo's drawn pictures (SVG) as WebP, for browsers that take WebP. A browser builds a whole
 * document for every SVG image, on its main thread (10–60 ms each with Chromium 156 on a 2-core
 * machine, a page's twenty of them its longest tasks); a WebP decodes off it. Drawing one costs the
 * server 115–260 ms of CPU, so each is drawn once: kept in memory (oldest dropped first) and, when a
 * media store is given, in it under a name made from the SVG and the width, so a restart or another
 * worker reads the file instead of drawing again.
 */
export function createSvgAsWebp(store: MediaStore | null = null, kept = KEPT) {
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = async (svg: string, width: number): Promise<Buffer> => {
    const file = `${createHash('sha256').update(svg).digest('base64url').slice(0, 32)}-${width}.webp`;
    const stored = await store?.get(DRAWN_WEBSITE, DRAWN_FOLDER, file);
    if (stored) return stored;
    const picture = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80 }).toBuffer();
    // A file that could not be written is drawn again after a restart: no reason to fail the answer.
    await store?.put(DRAWN_WEBSITE, DRAWN_FOLDER, file, picture).catch(() => undefined);
    return picture;
  };
  return function svgAsWebp(key: string, svg: string, width: number): Promise<Buffer> {
    const id = `${key}@${width}`;
    const known = drawn.get(id);
    if (known) return known;
    const picture = draw(svg, width);
    drawn.set(id, picture);
    // A picture that failed to draw is drawn again next time.
    picture.catch(() => drawn.delete(id));
    if (drawn.size > kept) drawn.delete(drawn.keys().next().value as string);
    return picture;
  };
}

/** Whether the request's Accept header takes WebP (every current browser's image requests do). */
export function acceptsWebp(accept: string | undefined): boolean {
  return /\bimage\/webp\b/.test(accept ?? '');
}

/** How wide to draw a shipped SVG: three times the width it declares (sharp on a phone's 3× screen), at most `limit`. */
export function drawnWidth(svg: string, limit: number): number {
  const declared = /<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)(?:px)?"/.exec(svg);
  return declared ? Math.min(Math.ceil(Number(declared[1]) * 3), limit) : limit;
}

/** Whether an SVG draws text: the server's fonts are not the page's, so such a picture stays SVG. */
export function drawsText(svg: string): boolean {
  return /<text\b/.test(svg);
}
