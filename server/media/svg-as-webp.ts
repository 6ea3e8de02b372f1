import sharp from 'sharp';

/** At most this many pictures are kept drawn (a few KB each): the demo's products and emoji fit. */
const KEPT = 2000;

/**
 * The demo's drawn pictures (SVG) as WebP, for browsers that take WebP. A browser builds a whole
 * document for every SVG image, on its main thread (10–60 ms each with Chromium 156 on a 2-core
 * machine, a page's twenty of them its longest tasks); a WebP decodes off it. Each picture is drawn
 * once per process and kept, oldest dropped first.
 */
export function createSvgAsWebp(kept = KEPT) {
  const drawn = new Map<string, Promise<Buffer>>();
  return function svgAsWebp(key: string, svg: string, width: number): Promise<Buffer> {
    const id = `${key}@${width}`;
    const known = drawn.get(id);
    if (known) return known;
    const picture = sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80 }).toBuffer();
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
