import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppContext, resolveSite } from '../context';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { EDIT_PERMISSION, hasPermission, VIEW_PERMISSION } from '../services/save-page';
import { staffAreaPage } from './staff-areas';

/** The editor's own page: its scripts, the store's API, the canvas from this origin; never framed. */
const EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' https://fonts.gstatic.com data:",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Where the editor's build is (`npm run build` writes it under dist/editor/), read once at start. */
function editorFiles(distDir: string | null): { app: string; canvas: string } | null {
  const dir = distDir && join(distDir, 'editor');
  if (!dir || !existsSync(join(dir, 'index.html')) || !existsSync(join(dir, 'canvas.html'))) return null;
  return { app: readFileSync(join(dir, 'index.html'), 'utf8'), canvas: readFileSync(join(dir, 'canvas.html'), 'utf8') };
}

/**
 * The page editor (issue 21), a separate application built beside the store, so none of it is on the
 * store's pages: `/page-builder` (and below) for staff of the website with website_setting:view or
 * :edit, and `/page-builder/canvas`, the page it frames (the store's own code and styles). A guest
 * gets the editor, which sends them to sign in and back; anyone else signed in, a clear refusal.
 */
export function pageEditorAppRoutes(app: FastifyInstance, ctx: AppContext, distDir: string | null): void {
  const files = editorFiles(distDir);
  const serve = (file: 'app' | 'canvas') => async (request: FastifyRequest, reply: FastifyReply) => {
    const site = await resolveSite(ctx, request);
    const storeName = site.website.name;
    if (!files)
      return staffAreaPage(
        reply,
        501,
        storeName,
        'Website Settings is not installed on this server',
        'The page editor is built with the store: run <code>npm run build</code> (or <code>npm start</code>), then open it again.',
      );
    const userId = site.session?.userId ?? null;
    if (userId && !(await hasPermission(ctx.db, userId, site.website.id, VIEW_PERMISSION, EDIT_PERMISSION)))
      return staffAreaPage(
        reply,
        403,
        storeName,
        'You may not open the page editor',
        'Your account cannot edit this website’s pages. If you work for the store, ask its owner to give your account access to Website Settings.',
      );
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', file === 'app' ? EDITOR_POLICY : contentSecurityPolicy(ctx.telemetry.sentryDsn, "'self'"))
      .send(files[file]);
  };
  app.get('/page-builder', serve('app'));
  app.get('/page-builder/canvas', serve('canvas'));
  app.get('/page-builder/*', serve('app'));
}
