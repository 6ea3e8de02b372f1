import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { type AppContext, signedIn } from '../context';
import { httpError } from '../http-error';
import {
  pageState,
  publishedVersions,
  publishVersion,
  restoreVersion,
  versionOf,
  saveDraft,
  type VersionRefusal,
} from '../services/pages/page-versions';
import { listPages } from '../services/pages/page-list';
import { deletePage, type MoveRefusal, renamePage } from '../services/pages/page-moves';
import { previewResponses } from '../services/pages/preview-responses';
import { pagePathProblem } from '../../contract/page-versions';
import { EDIT_PERMISSION, hasPermission, VIEW_PERMISSION } from '../services/save-page';
import { bodyProblem } from './body-problem';
import { idField } from './id-field';

/** Who may read the editor's data (editing includes viewing), and who may write it. */
const READERS = [VIEW_PERMISSION, EDIT_PERMISSION];
const WRITERS = [EDIT_PERMISSION];

const PathQuery = z.object({ path: z.string({ error: 'path is required' }).max(2000, { error: 'path is too long' }) });
const DraftBody = z.object({
  base: idField('base').nullable(),
  data: z.record(z.string(), z.unknown(), { error: 'The page must be an object' }),
});
const PublishBody = z.object({ version: idField('version') });
const ResolveBody = z.object({
  components: z
    .array(z.record(z.string(), z.unknown(), { error: 'Each component must be an object' }), { error: 'components must be a list' })
    .max(500, { error: 'At most 500 components' }),
});
const RenameBody = z.object({ to: z.string({ error: 'to must be the new path' }).max(2000, { error: 'to is too long' }) });
const VersionQuery = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int({ error: 'id must be a whole number' })
    .positive({ error: 'id must be a whole number' })
    .max(2_147_483_647, { error: 'id must be a whole number' }),
});
const RestoreBody = z.object({
  version: idField('version'),
  base: idField('base').nullable(),
});

/**
 * The page editor's drafts, publishing and history (our extension: the specification shows no
 * editor API), for staff of the current website: `website_setting:view` reads, `website_setting:edit`
 * writes. GET /s/api/builder/pages, POST /s/api/builder/resolve {components}, GET /s/api/builder/page?path, PUT /s/api/builder/page?path {base, data}, POST
 * /s/api/builder/publish?path {version}, GET /s/api/builder/history?path, GET /s/api/builder/version?path&id,
 * POST /s/api/builder/rename?path {to}, DELETE /s/api/builder/page?path, POST
 * /s/api/builder/restore?path {version, base}.
 */
export function pageBuilderRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The staff member holding one of `permissions` on the request's website. */
  const staff = async (request: FastifyRequest, permissions: readonly string[]) => {
    const who = await signedIn(ctx, request, 'Please sign in to edit the website');
    const allowed = await hasPermission(ctx.db, who.userId, who.websiteId, ...permissions);
    if (!allowed) throw httpError(403, 'You do not have permission to edit this website');
    return { websiteId: who.websiteId, userId: who.userId };
  };
  /** The page path the request names, and the staff member. */
  const staffAt = async (request: FastifyRequest, permissions: readonly string[]) => {
    const query = PathQuery.safeParse(request.query);
    if (!query.success) throw httpError(400, bodyProblem(query.error));
    const problem = pagePathProblem(query.data.path);
    if (problem) throw httpError(400, problem);
    return { path: query.data.path, scope: await staff(request, permissions) };
  };
  const refused = (reply: FastifyReply, refusal: VersionRefusal | MoveRefusal) => {
    const { status, ...body } = refusal;
    return reply.code(status).send(body);
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

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

  app.get('/s/api/builder/page', async (request, reply) => {
    const { path, scope } = await staffAt(request, READERS);
    noStore(reply);
    return pageState(ctx.db, scope.websiteId, path);
  });

  app.put('/s/api/builder/page', async (request, reply) => {
    const body = DraftBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { path, scope } = await staffAt(request, WRITERS);
    const result = await saveDraft(ctx.db, scope, path, body.data.base, body.data.data);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });

  app.post('/s/api/builder/publish', async (request, reply) => {
    const body = PublishBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { path, scope } = await staffAt(request, WRITERS);
    const result = await publishVersion(ctx.db, scope, path, body.data.version);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result.state);
  });

  app.get('/s/api/builder/history', async (request, reply) => {
    const { path, scope } = await staffAt(request, READERS);
    noStore(reply);
    return { versions: await publishedVersions(ctx.db, scope.websiteId, path) };
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

  app.get('/s/api/builder/version', async (request, reply) => {
    const query = VersionQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: bodyProblem(query.error) });
    const { path, scope } = await staffAt(request, READERS);
    const version = await versionOf(ctx.db, scope.websiteId, path, query.data.id);
    if (!version) return reply.code(404).send({ message: 'There is no such version of this page' });
    return noStore(reply).send({ version });
  });

  app.post('/s/api/builder/restore', async (request, reply) => {
    const body = RestoreBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { path, scope } = await staffAt(request, WRITERS);
    const result = await restoreVersion(ctx.db, scope, path, body.data.version, body.data.base);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });
}
