import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { loadProduct } from '../services/catalogue/product-detail';
import { productForVisitor, wishlistedFor } from '../services/catalogue/product-for-visitor';
import { parseProductListQuery } from '../services/catalogue/product-list-query';
import { searchProducts } from '../services/catalogue/search-products';
import { resolveWebsiteId } from '../website/resolve-website';
import { siteOrigin } from '../website/site-origin';

/** GET /s/api/products (search, filters, sort, pages) and GET /s/api/products/{slug}. */
export function productRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/s/api/products', async (request, reply) => {
    const parsed = parseProductListQuery(request.query as Record<string, unknown>);
    if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
    // Only the website, found with one small query; the session only when the visitor has one.
    const websiteId = await resolveWebsiteId(ctx.db, siteOrigin(request).hostname);
    reply.header('cache-control', 'no-cache');
    const page = await searchProducts(ctx.db, websiteId, parsed.query);
    const wished = await wishlistedFor(
      ctx,
      request,
      websiteId,
      page.data.map((p) => p.product_id),
    );
    return wished.size ? { ...page, data: page.data.map((p) => ({ ...p, wishlist: wished.has(p.product_id) })) } : page;
  });

  app.get<{ Params: { slug: string } }>('/s/api/products/:slug', async (request, reply) => {
    const websiteId = await resolveWebsiteId(ctx.db, siteOrigin(request).hostname);
    const product = request.params.slug.length <= 300 ? await loadProduct(ctx.db, websiteId, request.params.slug) : null;
    if (!product) return reply.code(404).send({ message: 'Product not found' });
    reply.header('cache-control', 'no-cache');
    return productForVisitor(ctx, request, websiteId, product);
  });
}
