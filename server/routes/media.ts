import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fixturesDir } from '../seed/fixtures';
import { productImageSvg } from '../media/product-image';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  // An SVG opened directly must not run script.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** Icon data changes only with a release: browsers and CDNs keep it for 168 hours. */
export const ICON_CACHE_CONTROL = 'public, max-age=604800';

/** Store media: shipped files from fixtures/media and generated product images (no network needed). */
export function mediaRoutes(app: FastifyInstance): void {
  // The store's image path: /s/media/{small|medium|large}/{name}; the shipped files are SVG, so one size fits all.
  app.get<{ Params: { size: string; name: string } }>('/s/media/:size/:name', async (request, reply) => {
    const { size, name } = request.params;
    if (!['files', 'small', 'medium', 'large'].includes(size)) return reply.code(404).send({ message: 'Not found' });
    if (!/^[a-z0-9-]{1,80}\.svg$/.test(name)) return reply.code(404).send({ message: 'Not found' });
    try {
      const body = await readFile(join(fixturesDir, 'media', name));
      return reply.headers(SVG_HEADERS).send(body);
    } catch {
      return reply.code(404).send({ message: 'Not found' });
    }
  });
  // The icon service: small SVG icons for footer links and the like.
  app.get<{ Params: { name: string } }>('/s/media/icons/:name', async (request, reply) => {
    if (!/^[a-z0-9-]{1,80}\.svg$/.test(request.params.name)) return reply.code(404).send({ message: 'Not found' });
    try {
      const body = await readFile(join(fixturesDir, 'media', 'icons', request.params.name));
      return reply.headers({ ...SVG_HEADERS, 'cache-control': ICON_CACHE_CONTROL }).send(body);
    } catch {
      return reply.code(404).send({ message: 'Not found' });
    }
  });
  app.get<{ Params: { file: string } }>('/s/media/products/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,200})\.svg$/.exec(request.params.file);
    if (!match) return reply.code(404).send({ message: 'Not found' });
    return reply.headers(SVG_HEADERS).send(productImageSvg(match[1] as string));
  });
}
