import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INGEST_PATH } from '../../contract/ingest-path';
import { bodyWithin } from '../http/body-within';
import type { TelemetryConfig } from '../telemetry/telemetry-config';

/** A path segment the analytics host may be asked for: letters, digits, `_`, `.` and `-`, never `.` or `..` alone. */
const SAFE_SEGMENT = /^[\w.-]*$/;
/**
 * The analytics host's event endpoints (PostHog's capture paths): only these, so the store's origin
 * never serves the host's other pages or scripts as if they were the store's.
 */
const EVENT_ENDPOINTS: ReadonlySet<string> = new Set(['e', 'i', 'batch', 'capture', 'engage', 'track']);

/** Whether the rest of an ingest path is an event endpoint with plain segments (checked segment by segment: linear in its length). */
export function isEventPath(rest: string): boolean {
  const segments = rest.split('/');
  return (
    EVENT_ENDPOINTS.has(segments[0] ?? '') && segments.every((segment) => SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..')
  );
}
const FORWARD_TIMEOUT_MS = 10_000;
/** An event endpoint answers a few bytes; the most read of one answer (more is a 502, never held in memory). */
const MAX_ANSWER_BYTES = 64 * 1024;

const forwardUrl = (host: URL, request: FastifyRequest, rest: string): string => {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return `${host.origin}${host.pathname.replace(/\/$/, '')}/${rest}${query}`;
};

/**
 * Analytics through the store's own origin (no third-party host in the page, nothing a blocker or the
 * CSP must allow): forwarded to POSTHOG_HOST, or answered 204 and dropped when none is configured.
 */
export async function ingestRoutes(app: FastifyInstance, telemetry: TelemetryConfig): Promise<void> {
  await app.register(async (scope) => {
    // Events arrive as JSON, text or compressed bytes: forwarded as they came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.route<{ Params: { '*': string } }>({
      method: ['GET', 'POST'],
      url: `${INGEST_PATH}/*`,
      handler: async (request, reply) => {
        const rest = request.params['*'];
        if (!isEventPath(rest)) return reply.code(404).send({ message: 'Not found' });
        const host = telemetry.analyticsHost;
        if (!host) return reply.code(204).send();
        const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
        try {
          const answer = await fetch(forwardUrl(host, request, rest), {
            method: request.method,
            headers: {
              'content-type': request.headers['content-type'] ?? 'application/octet-stream',
              'x-forwarded-for': request.ip,
              'user-agent': request.headers['user-agent'] ?? '',
            },
            body: request.method === 'POST' ? body : undefined,
            signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
          });
          const answered = await bodyWithin(answer, MAX_ANSWER_BYTES);
          const type = answer.headers.get('content-type');
          if (type) reply.header('content-type', type);
          return reply.code(answer.status).send(answered);
        } catch (error) {
          request.log.warn({ err: error }, 'analytics host unreachable, or its answer too large');
          return reply.code(502).send({ message: 'Analytics host unreachable' });
        }
      },
    });
  });
}
