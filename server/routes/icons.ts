import type { FastifyInstance } from 'fastify';
import { iconJson, iconSvg } from '../media/icon-sets';

/** Icon data changes only with a release: browsers and CDNs keep it for 168 hours (spec section 7). */
export const ICON_CACHE_CONTROL = 'public, max-age=604800';

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NOT_FOUND = { message: 'Not found' };

/**
 * The icon service of spec section 7, as the subset of Iconify's API the storefront uses
 * (`ICON_API_URL`, by default these routes), served offline from the @iconify-json sets in
 * server/media/icon-sets.ts: `GET /s/icons/{prefix}/{name}.svg` and `GET /s/icons/{prefix}.json?icons=a,b`.
 */
export function iconRoutes(app: FastifyInstance): void {
  app.get<{ Params: { prefix: string; file: string } }>('/s/icons/:prefix/:file', async (request, reply) => {
    const { prefix, file } = request.params;
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const svg = NAME.test(prefix) && NAME.test(name) && name.length <= 64 ? iconSvg(prefix, name) : null;
    if (!svg) return reply.code(404).send(NOT_FOUND);
    return reply
      .headers({
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': ICON_CACHE_CONTROL,
        // An SVG opened directly must not run script; Iconify's API is read from any origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
      })
      .send(svg);
  });
  app.get<{ Params: { file: string }; Querystring: { icons?: unknown } }>('/s/icons/:file', async (request, reply) => {
    const prefix = request.params.file.endsWith('.json') ? request.params.file.slice(0, -5) : '';
    const list = typeof request.query.icons === 'string' ? request.query.icons.split(',') : [];
    if (!NAME.test(prefix) || list.length === 0 || list.length > 100 || !list.every((name) => NAME.test(name) && name.length <= 64)) {
      return reply.code(404).send(NOT_FOUND);
    }
    const data = iconJson(prefix, list);
    if (!data) return reply.code(404).send(NOT_FOUND);
    return reply.headers({ 'cache-control': ICON_CACHE_CONTROL, 'access-control-allow-origin': '*' }).send(data);
  });
}
