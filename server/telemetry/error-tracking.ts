import {
  createEventEnvelope,
  createStackParser,
  type Event,
  exceptionFromError,
  getEnvelopeEndpointWithUrlEncodedAuth,
  makeDsn,
  serializeEnvelope,
  type StackLineParser,
  uuid4,
} from '@sentry/core';
import type { ServerErrorSummary } from './server-error';

/** Where a failed request happened: nothing about who made it or what it carried. */
export interface FailedRequest {
  requestId: string;
  method: string;
  /** The route's pattern (`/s/api/orders/:id`), never the URL with its values. */
  route: string | null;
  /** The website's host name. */
  host: string;
  status: number;
}

/** Sends a server error to error tracking; never throws and never waits for the answer. */
export type ReportError = (error: ServerErrorSummary, where: FailedRequest) => void;

// "    at fn (file:line:col)" or "    at file:line:col", as V8 writes its frames.
const v8Frame: StackLineParser = [
  50,
  (line) => {
    const frame = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!frame) return undefined;
    const [, fn, filename = '', lineno, colno] = frame;
    return { function: fn ?? '?', filename, lineno: Number(lineno), colno: Number(colno), in_app: !filename.includes('node_modules') };
  },
];
const parseStack = createStackParser(v8Frame);

/** Reports at once at most this many; more while they are on their way are dropped (a burst of one failure). */
const MAX_IN_FLIGHT = 10;
const SEND_TIMEOUT_MS = 5_000;

/**
 * A reporter to the Sentry project of `dsn` (the same SENTRY_DSN the browser reports to), or null
 * without one. Events are built and sent with @sentry/core's envelope functions (the whole Node SDK
 * would instrument every module for tracing the server does not use).
 */
export function errorTracker(
  dsn: string | null,
  environment: string,
  onProblem: (problem: string) => void,
  send: typeof fetch = fetch,
): ReportError | null {
  const components = dsn ? makeDsn(dsn) : undefined;
  if (!components) return null;
  const endpoint = getEnvelopeEndpointWithUrlEncodedAuth(components);
  let inFlight = 0;
  return (summary, where) => {
    if (inFlight >= MAX_IN_FLIGHT) return;
    const error = Object.assign(new Error(summary.message), { name: summary.type, stack: summary.stack });
    const event: Event = {
      event_id: uuid4(),
      timestamp: Date.now() / 1000,
      platform: 'node',
      level: 'error',
      environment,
      exception: { values: [exceptionFromError(parseStack, error)] },
      tags: {
        route: where.route ?? 'unmatched',
        method: where.method,
        host: where.host,
        status: String(where.status),
        request_id: where.requestId,
        ...(summary.code ? { code: summary.code } : {}),
      },
    };
    const envelope = serializeEnvelope(createEventEnvelope(event, components));
    inFlight += 1;
    send(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      // An event without attachments serialises to text; bytes are copied into a plain buffer for fetch.
      body: typeof envelope === 'string' ? envelope : Buffer.from(envelope),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
      .then((answer) => {
        if (!answer.ok) onProblem(`error tracking answered ${answer.status}`);
      })
      .catch((problem: unknown) => onProblem(`error tracking unreachable: ${String(problem)}`))
      .finally(() => {
        inFlight -= 1;
      });
  };
}
