import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AppContext } from '../context';
import { httpError } from '../http-error';
import { pageDocument, pageState } from '../services/pages/page-versions';
import { listMedia, saveUpload } from '../services/media/media-library';
import { MAX_UPLOAD_BYTES } from '../services/media/process-image';
import { listPages } from '../services/pages/page-list';
import { deletePage, renamePage } from '../services/pages/page-moves';
import { previewResponses } from '../services/pages/preview-responses';
import { pagePathProblem } from '../../contract/page-versions';
import { bodyProblem } from './body-problem';
import { builderStaff, noStore, READERS, refused, WRITERS } from './builder-staff';
import { versionRoutes } from './version-routes';
import { pageTemplateRoutes } from './page-templates';
import { previewLinkRoutes } from './preview-links';
import { hasForbiddenCharacter } from '../security/input-guard';

const PathQuery = z.object({ path: z.string({ error: 'path is required' }).max(2000, { error: 'path is too long' }) });
const ResolveBody = z.object({
  components: z
    .array(z.record(z.string(), z.unknown(), { error: 'Each component must be an object' }), { error: 'components must be a list' })
    .max(500, { error: 'At most 500 components' }),
});
/** The bytes of an upload come as the image's own type (what it really is is read from the bytes). */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/octet-stream'];
const MediaQuery = z.object({ q: z.optional(z.string().max(200, { error: 'q is too long' })) });
/**
 * The upload's own name from X-File-Name (URI-encoded, so any language fits in a header; 'image' when
 * none), or null when it holds what no name may (NUL, a control character, a lone surrogate).
 */
const decodeName = (value: string): string | null => {
  let name: string;
  try {
    name = decodeURIComponent(value);
  } catch {
    return 'image';
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0001-\u001f\u007f]/.test(name) || hasForbiddenCharacter(name)) return null;
  return name || 'image';
};
const RenameBody = z.object({ to: z.string({ error: 'to must be the new path' }).max(2000, { error: 'to is too long' }) });
/**
 * The page editor's drafts, publishing and history (our extension: the specification shows no
 * editor API), for staff of the current website: `website_setting:view` reads, `website_setting:edit`
 * writes. GET /s/api/builder/pages, POST /s/api/builder/resolve {components}, GET /s/api/builder/page?path, PUT /s/api/builder/page?path {base, data}, POST
 * /s/api/builder/publish?path {version}, GET /s/api/builder/history?path, GET /s/api/builder/version?path&id,
 * POST /s/api/builder/rename?path {to}, DELETE /s/api/builder/page?path, POST
 * /s/api/builder/restore?path {version, base}, GET and POST /s/api/builder/schedules?path {action, at,
 * version}, DELETE /s/api/builder/schedules?path&id; the website's page templates (routes/page-templates.ts) and shared preview links (routes/preview-links.ts).
 */
export function pageBuilderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const staff = builderStaff(ctx);
  /** The page path the request names, and the staff member. */
  const staffAt = async (request: FastifyRequest, permissions: readonly string[]) => {
    const query = PathQuery.safeParse(request.query);
    if (!query.success) throw httpError(400, bodyProblem(query.error));
    const problem = pagePathProblem(query.data.path);
    if (problem) throw httpError(400, problem);
    return { path: query.data.path, scope: await staff(request, permissions) };
  };
  versionRoutes(
    app,
    ctx,
    {
      document: '/s/api/builder/page',
      publish: '/s/api/builder/publish',
      history: '/s/api/builder/history',
      version: '/s/api/builder/version',
      restore: '/s/api/builder/restore',
      schedules: '/s/api/builder/schedules',
    },
    async (request: FastifyRequest, permissions: readonly string[]) => {
      const { path, scope } = await staffAt(request, permissions);
      return { scope, document: pageDocument(path), state: () => pageState(ctx.db, scope.websiteId, path) };
    },
  );

  pageTemplateRoutes(app, ctx, staff);
  previewLinkRoutes(app, ctx, staff, staffAt);

  app.get('/s/api/builder/pages', async (request, reply) => {
    const scope = await staff(request, READERS);
    noStore(reply);
    return { pages: await listPages(ctx.db, scope.websiteId) };
  });

  // POST: a page being edited can be larger than an address allows.
  app.post('/s/api/builder/resolve', async (request, reply) => {
    const body = ResolveBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const scope = await staff(request, READERS);
    noStore(reply);
    return { responses: await previewResponses(ctx.db, scope.websiteId, body.data.components) };
  });

  app.post('/s/api/builder/rename', async (request, reply) => {
    const body = RenameBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { path, scope } = await staffAt(request, WRITERS);
    const result = await renamePage(ctx.db, scope.websiteId, path, body.data.to);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });

  app.delete('/s/api/builder/page', async (request, reply) => {
    const { path, scope } = await staffAt(request, WRITERS);
    const result = await deletePage(ctx.db, scope.websiteId, path);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });

  // Images for the editor's image fields: uploaded as the file's own bytes (its name in X-File-Name),
  // checked and processed (services/media), and listed for the image widget's library.
  void app.register(async (scope) => {
    scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    // Who may upload is settled before the body is read: a stranger's 8 MB is never buffered.
    const staffFirst = async (request: FastifyRequest) => void (await staff(request, WRITERS));
    scope.post('/s/api/builder/media', { onRequest: staffFirst }, async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || !request.body.length)
        return reply.code(400).send({ message: 'Send the image itself (JPEG, PNG, WebP, GIF or AVIF) as the request body' });
      const scopeOf = await staff(request, WRITERS);
      const named = request.headers['x-file-name'];
      const original = decodeName(typeof named === 'string' ? named : '');
      // Refused before anything is processed or written: such a name once left files served but not listed.
      if (original === null)
        return reply
          .code(400)
          .send({ message: 'X-File-Name holds a character no file name may have (NUL, a control character or a lone surrogate)' });
      const saved = await saveUpload(ctx.db, ctx.media, scopeOf, request.body, original);
      if ('problem' in saved) return reply.code(400).send({ message: saved.problem });
      return noStore(reply).code(201).send(saved);
    });
  });

  app.get('/s/api/builder/media', async (request, reply) => {
    const query = MediaQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: bodyProblem(query.error) });
    const scope = await staff(request, READERS);
    return noStore(reply).send({ files: await listMedia(ctx.db, scope.websiteId, query.data.q ?? '') });
  });
}
