import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type AppContext, signedIn } from '../context';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';
import { placeProblem } from '../services/addresses/pincode-place';
import { bodyProblem } from './body-problem';
import { idParam } from './id-param';

/** Most saved addresses per shopper. */
const MAX_ADDRESSES = 20;

const text = (field: string, max: number, min = 1) => z.string({ error: `${field} is required` }).trim()
  .min(1, { error: `${field} is required` }).min(min, { error: `${field} must be at least ${min} characters` })
  .max(max, { error: `${field} must be at most ${max} characters` });
const AddressBody = z.object({
  name: text('Name', 100, 2),
  phone: z.string({ error: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' }).trim()
    .regex(/^[6-9]\d{9}$/, { error: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' }),
  line1: text('Address line 1', 200, 3),
  line2: z.string({ error: 'Address line 2 must be text' }).trim().max(200, { error: 'Address line 2 must be at most 200 characters' }).optional().transform((v) => v ?? ''),
  city: text('City', 100, 2),
  state: text('State', 100),
  pincode: z.string({ error: 'Enter a 6-digit pincode' }).trim().regex(/^[1-9]\d{5}$/, { error: 'Enter a 6-digit pincode' }),
  is_default: z.boolean({ error: 'is_default must be true or false' }).optional().transform((v) => v ?? false),
}).superRefine((address, issues) => {
  // Kochi's pincode with Bengaluru as the city would send the order to the wrong place.
  const problem = placeProblem(address);
  if (problem) issues.addIssue({ code: 'custom', message: problem, path: ['pincode'] });
});

type AddressRow = typeof addresses.$inferSelect;
const toJson = (a: AddressRow) => ({
  id: a.id, name: a.name, phone: a.phone, line1: a.line1, line2: a.line2, city: a.city, state: a.state, pincode: a.pincode, is_default: a.isDefault,
});

/**
 * The signed-in shopper's delivery addresses: GET and POST /s/api/addresses, PUT and DELETE
 * /s/api/addresses/{id}, POST /s/api/addresses/{id}/default. Another shopper's address is 404.
 */
export function addressRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/s/api/addresses', async (request, reply) => {
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to see your addresses');
    const rows = await ctx.db.select().from(addresses)
      .where(and(eq(addresses.websiteId, site.website.id), eq(addresses.userId, userId)))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    reply.header('cache-control', 'no-store');
    return rows.map(toJson);
  });

  app.post('/s/api/addresses', async (request, reply) => {
    const body = AddressBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to save an address');
    const mine = and(eq(addresses.websiteId, site.website.id), eq(addresses.userId, userId));
    const created = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select({ n: count() }).from(addresses).where(mine);
      if ((existing?.n ?? 0) >= MAX_ADDRESSES) return null;
      // The first address is the default; a new default replaces the old one.
      const isDefault = body.data.is_default || (existing?.n ?? 0) === 0;
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(mine);
      const { name, phone, line1, line2, city, state, pincode } = body.data;
      const [row] = await tx.insert(addresses)
        .values({ name, phone, line1, line2, city, state, pincode, websiteId: site.website.id, userId, isDefault }).returning();
      return row ?? null;
    });
    if (!created) return reply.code(409).send({ message: `You can save up to ${MAX_ADDRESSES} addresses` });
    return reply.code(201).send(toJson(created));
  });

  app.put<{ Params: { id: string } }>('/s/api/addresses/:id', async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return reply.code(404).send({ message: 'Address not found.' });
    const body = AddressBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to change an address');
    const mine = and(eq(addresses.websiteId, site.website.id), eq(addresses.userId, userId));
    const updated = await ctx.db.transaction(async (tx) => {
      const { name, phone, line1, line2, city, state, pincode, is_default: makeDefault } = body.data;
      const [row] = await tx.update(addresses).set({ name, phone, line1, line2, city, state, pincode })
        .where(and(mine, eq(addresses.id, id))).returning();
      if (row && makeDefault && !row.isDefault) return setDefault(tx, mine, id);
      return row ?? null;
    });
    if (!updated) return reply.code(404).send({ message: 'Address not found.' });
    return toJson(updated);
  });

  app.post<{ Params: { id: string } }>('/s/api/addresses/:id/default', async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return reply.code(404).send({ message: 'Address not found.' });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to change an address');
    const mine = and(eq(addresses.websiteId, site.website.id), eq(addresses.userId, userId));
    const row = await ctx.db.transaction((tx) => setDefault(tx, mine, id));
    if (!row) return reply.code(404).send({ message: 'Address not found.' });
    return toJson(row);
  });

  app.delete<{ Params: { id: string } }>('/s/api/addresses/:id', async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return reply.code(404).send({ message: 'Address not found.' });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to delete an address');
    const mine = and(eq(addresses.websiteId, site.website.id), eq(addresses.userId, userId));
    const deleted = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(addresses).where(and(mine, eq(addresses.id, id))).returning();
      if (!row) return false;
      // Deleting the default makes the oldest remaining address the default.
      if (row.isDefault) {
        const [next] = await tx.select({ id: addresses.id }).from(addresses).where(mine).orderBy(asc(addresses.id)).limit(1);
        if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      }
      return true;
    });
    if (!deleted) return reply.code(404).send({ message: 'Address not found.' });
    return { ok: true };
  });
}

/** Makes one of the shopper's addresses the default (and no other); null when it is not theirs. */
async function setDefault(tx: Db, mine: SQL | undefined, id: number): Promise<AddressRow | null> {
  const [target] = await tx.select({ id: addresses.id }).from(addresses).where(and(mine, eq(addresses.id, id)));
  if (!target) return null;
  await tx.update(addresses).set({ isDefault: false }).where(mine);
  const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
  return row ?? null;
}
