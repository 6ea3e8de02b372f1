import type { FastifyInstance } from 'fastify';
import { percentile } from './percentile';

/** The products API queries both benchmarks time. */
export const PRODUCT_QUERIES = [
  ['search + category + sort', 'q=atta&c=staples&s=price_asc'],
  ['search, relevance', 'q=basmati%20rice'],
  ['search with a typo', 'q=biscut'],
  ['category, newest', 'c=fruits-vegetables'],
  ['everything, price high→low, page 5', 's=price_desc&page=5'],
] as const;

/** Median and p95 (ms) of `rounds` in-process requests per query, after 20 warm-up requests each. */
export async function measureProductsApi(app: FastifyInstance, rounds: number): Promise<Map<string, [number, number]>> {
  const headers = { 'x-web-url': 'http://localhost:8080' };
  const results = new Map<string, [number, number]>();
  for (const [, query] of PRODUCT_QUERIES) {
    const url = `/s/api/products?${query}`;
    for (let i = 0; i < 20; i++) await app.inject({ url, headers });
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const response = await app.inject({ url, headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    results.set(query, [percentile(times, 50), percentile(times, 95)]);
  }
  return results;
}
