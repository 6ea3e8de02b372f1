import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { escapeHtml } from '../html/escape';

/** Where the staff areas that are separate applications live (spec section 6); null: not installed on this server. */
export interface StaffAreas {
  admin: string | null;
  pos: string | null;
}

/** An http(s) URL from the environment, or null when unset; anything else stops the server with a clear message. */
function areaUrl(name: string, value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Refused below.
  }
  throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
}

/** ADMIN_URL and POS_URL. */
export function staffAreasFromEnv(env: NodeJS.ProcessEnv = process.env): StaffAreas {
  return { admin: areaUrl('ADMIN_URL', env.ADMIN_URL), pos: areaUrl('POS_URL', env.POS_URL) };
}

const AREAS = [
  {
    path: '/bos/admin',
    title: 'Administration',
    target: (areas: StaffAreas) => areas.admin,
    how: 'It is a separate application. To open it from here, start this server with <code>ADMIN_URL</code> set to its address.',
  },
  {
    path: '/pos',
    title: 'POS',
    target: (areas: StaffAreas) => areas.pos,
    how: 'The point of sale is a separate application. To open it from here, start this server with <code>POS_URL</code> set to its address.',
  },
] as const;

/** A plain page about a staff area (not installed here, or not for this account): `body` is trusted HTML. */
export function staffAreaPage(reply: FastifyReply, status: number, storeName: string, heading: string, body: string) {
  const page = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} | ${escapeHtml(storeName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1b1f1d;background:#fff;max-width:40rem;margin:10vh auto;padding:0 1rem}a{color:#0b6e35}code{background:#f4f7f5;padding:0 .25rem}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1><p>${body}</p><p><a href="/">Back to ${escapeHtml(storeName)}</a></p></main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .header('x-content-type-options', 'nosniff')
    .send(page);
}

/**
 * The account menu's staff links (spec section 6) never land on "Page not found": each goes to its
 * application when one is configured, else to a page that says the area is not installed here and how
 * to configure it. Sub-paths and query strings are dropped: the application decides where to start.
 */
export function staffAreaRoutes(app: FastifyInstance, ctx: AppContext, areas: StaffAreas): void {
  for (const area of AREAS) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const target = area.target(areas);
      if (target) return reply.redirect(target, 302);
      const site = await resolveSite(ctx, request);
      return staffAreaPage(reply, 501, site.website.name, `${area.title} is not installed on this server`, area.how);
    };
    app.get(area.path, handler);
    app.get(`${area.path}/*`, handler);
  }
}
