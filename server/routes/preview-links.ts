import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AppContext } from '../context';
import type { Scope } from '../services/versions/document-versions';
import { createPreviewLink, listPreviewLinks, withdrawPreviewLink } from '../services/pages/preview-links';
import { PREVIEW_LINK_HOURS } from '../../contract/preview-links';
import { bodyProblem } from './body-problem';
import { noStore, refused, WRITERS } from './builder-staff';
import { idField } from './id-field';

const hoursError = `hours must be a whole number from ${PREVIEW_LINK_HOURS.min} to ${PREVIEW_LINK_HOURS.max}`;
const LinkBody = z.object({
  hours: z.int({ error: hoursError }).min(PREVIEW_LINK_HOURS.min, { error: hoursError }).max(PREVIEW_LINK_HOURS.max, { error: hoursError }),
});
const LinkQuery = z.object({ id: z.coerce.number({ error: 'id must be a whole number' }).pipe(idField('id')) });

/**
 * Shareable previews (ours, docs/api.md): GET /s/api/builder/previews?path, POST
 * /s/api/builder/previews?path {hours}, DELETE /s/api/builder/previews?id; for those who may edit (a
 * link lets anyone holding it see the draft).
 */
export function previewLinkRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  staff: (request: FastifyRequest, permissions: readonly string[]) => Promise<Scope>,
  staffAt: (request: FastifyRequest, permissions: readonly string[]) => Promise<{ path: string; scope: Scope }>,
): void {
  const url = '/s/api/builder/previews';
  app.get(url, async (request, reply) => {
    const { path, scope } = await staffAt(request, WRITERS);
    return noStore(reply).send({ previews: await listPreviewLinks(ctx.db, ctx.secret, scope.websiteId, path) });
  });

  app.post(url, async (request, reply) => {
    const body = LinkBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { path, scope } = await staffAt(request, WRITERS);
    const result = await createPreviewLink(ctx.db, ctx.secret, scope, path, body.data.hours);
    return 'status' in result ? refused(reply, result) : noStore(reply).code(201).send({ preview: result });
  });

  app.delete(url, async (request, reply) => {
    const query = LinkQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: bodyProblem(query.error) });
    const scope = await staff(request, WRITERS);
    const result = await withdrawPreviewLink(ctx.db, scope.websiteId, query.data.id);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });
}
