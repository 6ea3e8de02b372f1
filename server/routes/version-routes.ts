import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AppContext } from '../context';
import {
  publishedVersions,
  publishNewest,
  restoreVersion,
  saveVersion,
  type Scope,
  versionOf,
  type VersionedDocument,
} from '../services/versions/document-versions';
import { cancelSchedule, createSchedule, listSchedules } from '../services/versions/publish-schedules';
import { SCHEDULE_ACTIONS } from '../../contract/publish-schedules';
import { bodyProblem } from './body-problem';
import { noStore, READERS, refused, WRITERS } from './builder-staff';
import { idField } from './id-field';
import { MAX_VERSION_BYTES } from '../../contract/page-versions';

const TOO_LARGE = `This is too large to save: at most ${MAX_VERSION_BYTES / 1024} KB of content. Move some of it to a page of its own.`;
const DraftBody = z.object({
  base: idField('base').nullable(),
  data: z.record(z.string(), z.unknown(), { error: 'The data must be an object' }),
});
const PublishBody = z.object({ version: idField('version') });
const VersionQuery = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int({ error: 'id must be a whole number' })
    .positive({ error: 'id must be a whole number' })
    .max(2_147_483_647, { error: 'id must be a whole number' }),
});
const RestoreBody = z.object({ version: idField('version'), base: idField('base').nullable() });
const atError = 'at must be a date and time with its offset, as 2026-12-01T00:00:00+05:30';
const ScheduleBody = z.object({
  action: z.enum(SCHEDULE_ACTIONS, { error: 'action must be publish or unpublish' }),
  at: z.iso.datetime({ offset: true, error: atError }).transform((at) => new Date(at)),
  version: idField('version').nullable().default(null),
});

/** The URLs of one kind of document's drafts, publishing and history. */
export interface VersionUrls {
  /** GET: where it stands; PUT {base, data}: save a draft. */
  document: string;
  /** POST {version}. */
  publish: string;
  /** GET: the published versions. */
  history: string;
  /** GET ?id: one version with its data. */
  version: string;
  /** POST {version, base}. */
  restore: string;
  /** GET: waiting and applied schedules; POST {action, at, version}: schedule one; DELETE ?id: cancel one. */
  schedules: string;
}

/** The document a request is about, for the staff member making it (refusing the request when not allowed). */
export type OpenDocument = (
  request: FastifyRequest,
  permissions: readonly string[],
) => Promise<{ scope: Scope; document: VersionedDocument<unknown>; state: () => Promise<unknown> }>;

/**
 * Drafts, publishing, history and schedules of one kind of document (a page, the website's settings),
 * the same for every kind: `website_setting:view` reads, `website_setting:edit` writes.
 */
export function versionRoutes(app: FastifyInstance, { db }: AppContext, urls: VersionUrls, open: OpenDocument): void {
  app.get(urls.document, async (request, reply) => {
    const { state } = await open(request, READERS);
    return noStore(reply).send(await state());
  });

  app.put(urls.document, async (request, reply) => {
    const body = DraftBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { scope, document } = await open(request, WRITERS);
    if (Buffer.byteLength(JSON.stringify(body.data.data)) > MAX_VERSION_BYTES) return reply.code(413).send({ message: TOO_LARGE });
    const result = await saveVersion(db, scope, document, body.data.base, body.data.data);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });

  app.post(urls.publish, async (request, reply) => {
    const body = PublishBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { scope, document, state } = await open(request, WRITERS);
    const result = await publishNewest(db, scope, document, body.data.version);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(await state());
  });

  app.get(urls.history, async (request, reply) => {
    const { scope, document } = await open(request, READERS);
    return noStore(reply).send({ versions: await publishedVersions(db, scope.websiteId, document) });
  });

  app.get(urls.version, async (request, reply) => {
    const query = VersionQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: bodyProblem(query.error) });
    const { scope, document } = await open(request, READERS);
    const version = await versionOf(db, scope.websiteId, document.key, query.data.id);
    if (!version) return reply.code(404).send({ message: document.messages.noSuchVersion });
    return noStore(reply).send({ version });
  });

  app.post(urls.restore, async (request, reply) => {
    const body = RestoreBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { scope, document } = await open(request, WRITERS);
    const result = await restoreVersion(db, scope, document, body.data.version, body.data.base);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });

  app.get(urls.schedules, async (request, reply) => {
    const { scope, document } = await open(request, READERS);
    // With the version shoppers have now: what going back at a later time would publish.
    const live = await document.live(db, scope.websiteId);
    return noStore(reply).send({ schedules: await listSchedules(db, scope.websiteId, document.key), live: live.version });
  });

  app.post(urls.schedules, async (request, reply) => {
    const body = ScheduleBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { scope, document } = await open(request, WRITERS);
    const result = await createSchedule(db, scope, document, body.data);
    return 'status' in result ? refused(reply, result) : noStore(reply).code(201).send({ schedule: result });
  });

  app.delete(urls.schedules, async (request, reply) => {
    const query = VersionQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ message: bodyProblem(query.error) });
    const { scope, document } = await open(request, WRITERS);
    const result = await cancelSchedule(db, scope.websiteId, document.key, query.data.id);
    return 'status' in result ? refused(reply, result) : noStore(reply).send(result);
  });
}
