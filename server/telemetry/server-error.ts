import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What of a server error may leave the process (log, error tracking); a type, so it fits the logger's serialiser. */
export type ServerErrorSummary = {
  type: string;
  message: string;
  code: string | null;
  stack: string;
};

const codeOf = (error: object): string | null => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
};

/**
 * An error as it may be logged and reported: its kind, message, code and stack. A failed query's
 * message lists the values it carried (a shopper's phone, address or name), so it is told by the
 * database's own message and the query text instead; an error's other fields (a database error's
 * `detail`) are never included.
 */
export function summariseServerError(error: unknown): ServerErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown', code: null, stack: '' };
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? error.cause : null;
    const message = `${cause?.message ?? 'The query failed'} (query: ${error.query})`;
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return {
      type: cause?.name ?? 'DrizzleQueryError',
      message,
      code: cause ? codeOf(cause) : null,
      stack: [`${cause?.name ?? 'DrizzleQueryError'}: ${message}`, ...frames].join('\n'),
    };
  }
  return { type: error.name, message: error.message, code: codeOf(error), stack: error.stack ?? '' };
}
