import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type AppContext, signedIn } from '../context';
import { servedPincodes } from '../services/delivery/delivery-area';
import {
  addAddress,
  type AddressRow,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
  MAX_ADDRESSES,
  updateAddress,
} from '../services/addresses/address-book';
import { placeProblem } from '../services/addresses/pincode-place';
import { bodyProblem } from './body-problem';
import { idParam } from './id-param';

const text = (field: string, max: number, min = 1) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .min(min, { error: `${field} must be at least ${min} characters` })
    .max(max, { error: `${field} must be at most ${max} characters` });
const AddressBody = z
  .object({
    name: text('Name', 100, 2),
    phone: z
      .string({ error: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' })
      .trim()
      .regex(/^[6-9]\d{9}$/, { error: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' }),
    line1: text('Address line 1', 200, 3),
    line2: z
      .string({ error: 'Address line 2 must be text' })
      .trim()
      .max(200, { error: 'Address line 2 must be at most 200 characters' })
      .optional()
      .transform((v) => v ?? ''),
    city: text('City', 100, 2),
    state: text('State', 100),
    pincode: z
      .string({ error: 'Enter a 6-digit pincode' })
      .trim()
      .regex(/^[1-9]\d{5}$/, { error: 'Enter a 6-digit pincode' }),
    is_default: z
      .boolean({ error: 'is_default must be true or false' })
      .optional()
      .transform((v) => v ?? false),
  })
  .superRefine((address, issues) => {
    // Kochi's pincode with Bengaluru as the city would send the order to the wrong place.
    const problem = placeProblem(address);
    if (problem) issues.addIssue({ code: 'custom', message: problem, path: ['pincode'] });
  });

/** An address as answered; `deliverable` (ours): whether the website delivers to its pincode. */
const toJson = (a: AddressRow, served: Set<string>) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  state: a.state,
  pincode: a.pincode,
  is_default: a.isDefault,
  deliverable: served.has(a.pincode),
});

/** The addresses as answered, each marked with whether the website delivers there. */
async function answer(ctx: AppContext, rows: AddressRow[]) {
  const served = await servedPincodes(
    ctx.db,
    rows[0]?.websiteId ?? 0,
    rows.map((a) => a.pincode),
  );
  return rows.map((a) => toJson(a, served));
}

/**
 * The signed-in shopper's delivery addresses: GET and POST /s/api/addresses, PUT and DELETE
 * /s/api/addresses/{id}, POST /s/api/addresses/{id}/default. Another shopper's address is 404.
 */
export function addressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const notFound = { message: 'Address not found.' };

  app.get('/s/api/addresses', async (request, reply) => {
    const rows = await listAddresses(ctx.db, await signedIn(ctx, request, 'Please sign in to see your addresses'));
    reply.header('cache-control', 'no-store');
    return answer(ctx, rows);
  });

  app.post('/s/api/addresses', async (request, reply) => {
    const body = AddressBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { is_default: makeDefault, ...fields } = body.data;
    const created = await addAddress(ctx.db, await signedIn(ctx, request, 'Please sign in to save an address'), fields, makeDefault);
    if (!created) return reply.code(409).send({ message: `You can save up to ${MAX_ADDRESSES} addresses` });
    return reply.code(201).send((await answer(ctx, [created]))[0]);
  });

  app.put<{ Params: { id: string } }>('/s/api/addresses/:id', async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return reply.code(404).send(notFound);
    const body = AddressBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const { is_default: makeDefault, ...fields } = body.data;
    const updated = await updateAddress(
      ctx.db,
      await signedIn(ctx, request, 'Please sign in to change an address'),
      id,
      fields,
      makeDefault,
    );
    if (!updated) return reply.code(404).send(notFound);
    return (await answer(ctx, [updated]))[0];
  });

  app.post<{ Params: { id: string } }>('/s/api/addresses/:id/default', async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return reply.code(404).send(notFound);
    const row = await makeDefaultAddress(ctx.db, await signedIn(ctx, request, 'Please sign in to change an address'), id);
    if (!row) return reply.code(404).send(notFound);
    return (await answer(ctx, [row]))[0];
  });

  app.delete<{ Params: { id: string } }>('/s/api/addresses/:id', async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return reply.code(404).send(notFound);
    if (!(await deleteAddress(ctx.db, await signedIn(ctx, request, 'Please sign in to delete an address'), id)))
      return reply.code(404).send(notFound);
    return { ok: true };
  });
}
