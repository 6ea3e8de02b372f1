import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productRequest, type Prefetched } from '../../contract/prefetched';
import type { RouteMatch } from '../../contract/routes';
import type { AppContext } from '../context';
import { productForVisitor } from '../services/catalogue/product-for-visitor';
import type { PageResult } from '../services/page-data';
import { firstRequests } from './first-requests';

/** What answering a page's first requests needs: the app, the visitor's request and their website. */
export interface PrefetchContext {
  app: FastifyInstance;
  ctx: AppContext;
  request: FastifyRequest;
  origin: string;
  websiteId: number;
}

/**
 * Answers the page's first API GETs in advance, so the page renders with its data. The product of a
 * product page was loaded for the page data already, so it is answered from that; the others go
 * through the same routes the browser would call, in process, with the visitor's cookies. A request
 * that fails is left out: the browser then asks for it itself (and the page is not `complete`).
 */
export async function prefetchFirstRequests(
  at: PrefetchContext,
  page: PageResult,
  match: RouteMatch,
  search: string,
): Promise<{ prefetched: Prefetched; complete: boolean }> {
  if (!page.page) return { prefetched: {}, complete: true };
  const requests = firstRequests(page.page.data, match.params, search);
  const product = page.product;
  const productKey = product ? productRequest(match.params.slug ?? '') : null;
  const answers = await Promise.all(
    requests.map(async (path) => {
      if (product && path === productKey) return [[path, await productForVisitor(at.ctx, at.request, at.websiteId, product)] as const];
      const res = await at.app.inject({
        method: 'GET',
        url: `/s${path}`,
        // Counted as the visitor's own call (their search limit), not as one bucket of 127.0.0.1 for the whole site.
        remoteAddress: at.request.ip,
        headers: { 'x-web-url': at.origin, ...(at.request.headers.cookie ? { cookie: at.request.headers.cookie } : {}) },
      });
      return res.statusCode === 200 ? [[path, res.json() as unknown] as const] : [];
    }),
  );
  const answered = answers.flat();
  return { prefetched: Object.fromEntries(answered), complete: answered.length === requests.length };
}
