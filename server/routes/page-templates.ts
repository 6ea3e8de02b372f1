import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AppContext } from '../context';
import type { Scope } from '../services/versions/document-versions';
import { deleteTemplate, listTemplates, saveTemplate, templateById } from '../services/pages/page-templates';
import { TEMPLATE_DESCRIPTION_MAX, TEMPLATE_TITLE_MAX } from '../../contract/page-templates';
import { bodyProblem } from './body-problem';
import { noStore, READERS, refused, WRITERS } from './builder-staff';
import { idField } from './id-field';

// Lengths are checked on the trimmed text by the service; these bound what is read at all.
const TemplateBody = z.object({
  title: z
    .string({ error: 'title must be text' })
    .max(TEMPLATE_TITLE_MAX * 4, { error: `title: at most ${TEMPLATE_TITLE_MAX} characters` }),
  description: z
    .string({ error: 'description must be text' })
    .max(TEMPLATE_DESCRIPTION_MAX * 4, { error: `description: at most ${TEMPLATE_DESCRIPTION_MAX} characters` })
    .default(''),
  components: z
    .array(z.record(z.string(), z.unknown(), { error: 'Each component must be an object' }), { error: 'components must be a list' })
    .max(500, { error: 'At most 500 components' }),
});
const TemplateId = z.coerce.number({ error: 'id must be a whole number' }).pipe(idField('id'));
const TemplateQuery = z.object({ id: TemplateId });
const ListQuery = z.object({ id: TemplateId.optional() });

/**
 * Page templates the owner saved (ours, docs/api.md): GET /s/api/builder/templates (the list, without
 * components), GET ?id (one, with them), POST {title, description?, components}, DELETE ?id.
 */
export function pageTemplateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  staff: (request: FastifyRequest, permissions: readonly string[]) => Promise<Scope>,
): void {
  const url = '/s/api/builder/templates';
  app.get(url, async (request, reply) => {
    const query = ListQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: bodyProblem(query.error) });
    const scope = await staff(request, READERS);
    const { id } = query.data;
    if (id === undefined) return noStore(reply).send({ templates: await listTemplates(ctx.db, scope.websiteId) });
    const result = await templateById(ctx.db, scope.websiteId, id);
    return 'status' in result ? refused(reply, result) : noStore(reply).send({ template: result });
  });

  app.post(url, async (request, reply) => {
    const body = TemplateBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const scope = await staff(request, WRITERS);
    const result = await saveTemplate(ctx.db, scope, body.data);
    return 'status' in result ? refused(reply, result) : noStore(reply).code(201).send({ template: result });
  });

  app.delete(url, async (request, reply) => {
    const query = TemplateQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: bodyProblem(query.error) });
    const scope = await staff(request, WRITERS);
    const result = await deleteTemplate(ctx.db, scope.websiteId, query.data.id);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });
}
