import { ApiError } from './api-error';
import type { ApiClient } from './http-client';

/** One recorded answer of the store API: its status and body. */
export interface RecordedAnswer {
  status: number;
  body: unknown;
}

/** What a visitor of one website got from the reference server (scripts/store-answers.ts): GET answers keyed by path and query under /s. */
export interface RecordedVisit {
  /** Who the visitor was, in words ("a guest of FreshKart"). */
  visitor: string;
  answers: Readonly<Record<string, RecordedAnswer>>;
}

/** The key of a GET: its path, then its query's non-empty values sorted by name (as the recorder wrote them). */
export function answerKey(path: string, query?: Record<string, unknown>): string {
  const [bare = path, inline = ''] = path.split('?');
  const params = new URLSearchParams(inline);
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) params.append(name, String(value));
  params.sort();
  const search = params.toString();
  return search ? `${bare}?${search}` : bare;
}

const messageOf = (body: unknown, status: number) =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : `The store answered ${status}`;

/** The store API's GETs that change the store (spec section 7: signing out, removing a coupon): refused as writes are. */
const CHANGING_GETS = new Set(['/api/auth/logout', '/api/remove/coupon']);

/**
 * A store API that answers GETs from a recorded visit (QA's page stories): the same path and query,
 * else the same path's answer to another query (a filter tried in a story shows the recorded list),
 * else a 404 that `onMissing` hears of. Writes, and the GETs that change the store, are refused: a story shows the store, it does
 * not change it.
 */
export function recordedApi(visit: RecordedVisit, onMissing: (call: string) => void = () => undefined): ApiClient {
  const byPath = new Map<string, RecordedAnswer>();
  for (const [key, answer] of Object.entries(visit.answers)) {
    const bare = key.split('?')[0] as string;
    if (!byPath.has(bare) || !key.includes('?')) byPath.set(bare, answer);
  }
  const get = async (path: string, query?: Record<string, unknown>) => {
    const key = answerKey(path, query);
    if (CHANGING_GETS.has(key.split('?')[0] as string)) return refuse(`GET /s${key}`);
    const answer = visit.answers[key] ?? byPath.get(key.split('?')[0] as string);
    if (!answer) {
      onMissing(`GET /s${key}`);
      throw new ApiError(`GET /s${key}`, 404, null, `Nothing was recorded for GET /s${key}`);
    }
    if (answer.status >= 400) throw new ApiError(`GET /s${key}`, answer.status, answer.body, messageOf(answer.body, answer.status));
    // A copy: a screen may change what it was given.
    return structuredClone(answer.body);
  };
  const refuse = async (path: string): Promise<never> => {
    throw new ApiError(path, 405, null, 'A replayed page does not change the store');
  };
  return { get: get as ApiClient['get'], post: refuse, put: refuse, delete: refuse };
}
