import type { FastifyInstance } from 'fastify';

/** NUL (PostgreSQL's text refuses it) and a UTF-16 half without its pair (it is no character at all). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** How deep a request's JSON may nest: a page's components nest a dozen levels; 5,000 overflowed the stack. */
export const MAX_NESTING = 64;

/** Whether a text holds a character no text of the store may hold. */
export const hasForbiddenCharacter = (text: string): boolean => FORBIDDEN.test(text);

/**
 * What is wrong with a parsed request body or query, or null: the field holding a forbidden character
 * (named by its path, `items[2].name`), or nesting past MAX_NESTING. Walked without recursion, so that
 * the walk itself cannot overflow.
 */
export function inputProblem(value: unknown, name: string): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: name, depth: 0 }];
  while (stack.length > 0) {
    const { value: here, path, depth } = stack.pop() as (typeof stack)[number];
    if (typeof here === 'string') {
      if (hasForbiddenCharacter(here)) return `${path || 'The request'} contains a character that is not allowed`;
      continue;
    }
    // An upload's bytes are not text.
    if (here === null || typeof here !== 'object' || ArrayBuffer.isView(here)) continue;
    if (depth >= MAX_NESTING) return `The request is nested too deeply (at most ${MAX_NESTING} levels)`;
    if (Array.isArray(here)) here.forEach((item, index) => stack.push({ value: item, path: `${path}[${index}]`, depth: depth + 1 }));
    else
      for (const [key, item] of Object.entries(here)) {
        if (hasForbiddenCharacter(key)) return `${path || 'The request'} contains a name that is not allowed`;
        stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
  }
  return null;
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Page not found</title>
<main style="font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:32rem;margin:3rem auto;padding:0 1.25rem">
<h1 style="font-size:1.5rem;margin:0 0 .5rem">Page not found</h1><p><a href="/" style="color:#0b6e35">Go to the home page</a></p></main></html>`;

/**
 * One guard before every handler (issue 36: NUL bytes and lone surrogates reached the database and
 * answered 500): an address holding one is not found (404; a small page for a page address), a body or
 * query holding one, or nested too deeply, is refused with the field named (400).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    let path = request.url.split('?')[0] ?? '';
    try {
      path = decodeURIComponent(path);
    } catch {
      // Left as sent: the router has taken it already.
    }
    const params = Object.values((request.params ?? {}) as Record<string, unknown>);
    if (hasForbiddenCharacter(path) || params.some((p) => typeof p === 'string' && hasForbiddenCharacter(p))) {
      const page = !(request.routeOptions.url ?? '').startsWith('/s/');
      if (page) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
      return reply.code(404).send({ message: 'Not found' });
    }
    const problem = inputProblem(request.query, '') ?? inputProblem(request.body, '');
    if (problem) return reply.code(400).send({ message: problem });
  });
}
