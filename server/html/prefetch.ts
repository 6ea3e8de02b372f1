import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Prefetched } from '../../contract/prefetched';

/**
 * Answers the page's first API GETs in process (the same routes the browser would call, with the
 * visitor's cookies), so the page renders with its data. A request that fails is left out: the
 * browser then asks for it itself.
 */
export async function prefetchRequests(
  app: FastifyInstance,
  request: FastifyRequest,
  origin: string,
  paths: readonly string[],
): Promise<Prefetched> {
  const answers = await Promise.all(
    paths.map(async (path) => {
      const res = await app.inject({
        method: 'GET',
        url: `/s${path}`,
        headers: { 'x-web-url': origin, ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) },
      });
      return res.statusCode === 200 ? [[path, res.json() as unknown] as const] : [];
    }),
  );
  return Object.fromEntries(answers.flat());
}
