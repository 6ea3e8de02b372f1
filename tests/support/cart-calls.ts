import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { packs } from '../../server/db/schema';

type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * Holds `quantity` more units of a pack the way the storefront does (spec section 7): one
 * POST /s/api/cart/add {pack_id, warehouse_id} per unit, stopping at the first refusal. Answers the
 * last response. `headers` carry the session; x-web-url defaults to the FreshKart origin.
 */
export async function addUnits(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  packId: number,
  quantity = 1,
): Promise<Injected> {
  const [row] = await db.select({ warehouseId: packs.warehouseId }).from(packs).where(eq(packs.id, packId));
  const payload = JSON.stringify({ pack_id: packId, warehouse_id: row?.warehouseId ?? 1 });
  let last: Injected | undefined;
  for (let i = 0; i < quantity; i += 1) {
    last = await app.inject({
      method: 'POST',
      url: '/s/api/cart/add',
      headers: { 'x-web-url': 'http://localhost:8080', ...headers, 'content-type': 'application/json' },
      payload,
    });
    if (last.statusCode !== 200) break;
  }
  if (!last) throw new Error('addUnits needs a quantity of 1 or more');
  return last;
}
