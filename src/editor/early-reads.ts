import type { ApiClient } from '../api/http-client';

/** How long an early answer may stand for a read: past it, a first read asks again (what it holds may have changed). */
const FRESH_MS = 10_000;

/**
 * The client, with `paths` asked for at once, together: the first `get` of each (no query, no signal)
 * within FRESH_MS answers with that early request. The editor's first reads (who is signed in, the page,
 * the settings) otherwise went one after the other, each once the code that needs it had been drawn.
 */
export function withEarlyReads(api: ApiClient, paths: readonly string[], now: () => number = Date.now): ApiClient {
  const asked = now();
  const early = new Map<string, Promise<unknown>>();
  for (const path of paths) {
    const answer = api.get<unknown>(path);
    // Its reader sees a failure; one never read (a guest sent to sign in) is no error.
    answer.catch(() => undefined);
    early.set(path, answer);
  }
  return {
    ...api,
    get<T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
      const answer = query === undefined && signal === undefined && now() - asked <= FRESH_MS ? early.get(path) : undefined;
      early.delete(path);
      if (!answer) return api.get<T>(path, query, signal);
      // As api.get's own answer: the body as the server sent it, for the caller to parse.
      return answer as Promise<T>;
    },
  };
}
