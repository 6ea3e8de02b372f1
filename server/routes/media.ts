import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { fixturesDir } from '../seed/fixtures';
import { IMAGE_WIDTHS, isImageSize } from '../../contract/image-url';
import { productExists } from '../services/catalogue/product-exists';
import { resolveWebsite } from '../website/resolve-website';
import { siteOrigin } from '../website/site-origin';
import { emojiSvg } from '../media/emoji';
import { productImageSvg } from '../media/product-image';
import { acceptsWebp, createSvgAsWebp, drawnWidth, drawsText } from '../media/svg-as-webp';
import { missCounter } from '../security/miss-counter';
import { clientNetwork } from '../security/client-network';
import { setTimeout as sleep } from 'node:timers/promises';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  // An SVG opened directly must not run script.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** Widths of the demo's drawn pictures as WebP: a product card is up to 354 CSS px wide, an emoji tile 96, on a phone of DPR 1.75–2. */
const PRODUCT_WIDTH = 720;
const EMOJI_WIDTH = 192;
/** A demo product's picture on the image path (`/s/media/{size}/product-{slug}.svg`, the catalogue's `medias`). */
const PRODUCT_PICTURE = /^product-([a-z0-9-]{1,200})\.svg$/;

/**
 * Pictures of no product one client network may ask for a minute before each further one is answered
 * only after the refusal delay (RATE_LIMIT_DELAY_MS): within RATE_LIMIT_MEDIA a stranger could
 * otherwise spend 3,000 lookups a minute, in a burst.
 */
const PICTURE_MISSES_A_MINUTE = 60;

/** An uploaded image's name (media-library.ts): a slug, a hash of the image, its format. */
const UPLOADED = /^[a-z0-9-]{1,40}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif)$/;
const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** Store media: images uploaded from the page editor, shipped files from fixtures/media and generated product images (no network needed). */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const svgAsWebp = createSvgAsWebp(ctx.media);
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found' });
  /** The website the request speaks for (no session: an image is the same for every visitor). */
  const websiteOf = (request: FastifyRequest) => resolveWebsite(ctx.db, siteOrigin(request).hostname);
  /** A drawn picture: WebP to a browser that takes it, else the SVG; either way it varies with Accept. */
  const sendDrawn = async (request: FastifyRequest, reply: FastifyReply, key: string, svg: string, width: number) => {
    reply.headers({ ...SVG_HEADERS, vary: 'Accept' });
    if (!acceptsWebp(request.headers.accept)) return reply.send(svg);
    return reply.headers({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' }).send(await svgAsWebp(key, svg, width));
  };
  const misses = missCounter(PICTURE_MISSES_A_MINUTE);
  /** A product's picture, drawn only for a product of this website: a slug of no product costs one lookup, not a drawing. */
  const sendProduct = async (request: FastifyRequest, reply: FastifyReply, slug: string, key: string, width: number) => {
    if (!(await productExists(ctx.db, (await websiteOf(request)).id, slug))) {
      // A page asks for pictures of its own products; a client asking for many of no product is guessing.
      if (misses.over(clientNetwork(request.ip))) await sleep(ctx.refusalDelayMs);
      return notFound(reply);
    }
    return sendDrawn(request, reply, key, productImageSvg(slug), width);
  };
  // The store's image path: /s/media/{small|medium|large}/{name}. Uploads come in each size, as WebP
  // to browsers that take it and in their own format to others; the shipped files are SVG, one size fits all.
  app.get<{ Params: { size: string; name: string } }>('/s/media/:size/:name', async (request, reply) => {
    const { size, name } = request.params;
    const uploaded = UPLOADED.exec(name);
    if (uploaded && isImageSize(size)) {
      const website = await websiteOf(request);
      const webp = uploaded[1] !== 'webp' && acceptsWebp(request.headers.accept);
      const body = await ctx.media.get(website.id, size, webp ? `${name}.webp` : name);
      if (!body) return notFound(reply);
      return reply
        .headers({
          'content-type': webp ? 'image/webp' : (TYPES[uploaded[1] as string] as string),
          // The name carries a hash of the image: it never changes.
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'Accept',
          'x-content-type-options': 'nosniff',
        })
        .send(body);
    }
    if (size !== 'files' && !isImageSize(size)) return notFound(reply);
    // The demo's product pictures go through the image path too, so each size is drawn at its width.
    const product = PRODUCT_PICTURE.exec(name);
    if (product && isImageSize(size)) {
      const slug = product[1] as string;
      return sendProduct(request, reply, slug, `${size}/product-${slug}`, IMAGE_WIDTHS[size]);
    }
    const svg = await readShipped(['media'], name);
    if (svg === null) return notFound(reply);
    // The shipped banners: drawn in the size asked for. files/ (the logo, the popup) in the size the
    // picture declares; one that draws text stays SVG, as the server's fonts are not the page's.
    if (isImageSize(size)) return sendDrawn(request, reply, `${size}/${name}`, svg, IMAGE_WIDTHS[size]);
    if (drawsText(svg)) return reply.headers(SVG_HEADERS).send(svg);
    return sendDrawn(request, reply, `files/${name}`, svg, drawnWidth(svg, IMAGE_WIDTHS.large));
  });
  // Category and brand pictures of the demo catalogue: emoji from Fluent Emoji Flat (MIT).
  app.get<{ Params: { file: string } }>('/s/media/emoji/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(request.params.file);
    const svg = match ? emojiSvg(match[1] as string) : null;
    if (!svg) return notFound(reply);
    return sendDrawn(request, reply, `emoji/${match?.[1]}`, svg, EMOJI_WIDTH);
  });
  app.get<{ Params: { file: string } }>('/s/media/products/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,200})\.svg$/.exec(request.params.file);
    if (!match) return notFound(reply);
    const slug = match[1] as string;
    return sendProduct(request, reply, slug, `products/${slug}`, PRODUCT_WIDTH);
  });
}

/** A shipped SVG from fixtures/ by a checked file name, or null. */
async function readShipped(folder: string[], name: string): Promise<string | null> {
  if (!/^[a-z0-9-]{1,80}\.svg$/.test(name)) return null;
  return readFile(join(fixturesDir, ...folder, name), 'utf8').catch(() => null);
}
