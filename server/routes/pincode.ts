import type { FastifyInstance } from 'fastify';
import { type AppContext, resolveSite, sessionForWrite } from '../context';
import { setSessionPincode } from '../security/session';
import { placeOf } from '../services/addresses/pincode-place';
import { deliveryArea } from '../services/delivery/delivery-area';

/**
 * GET /s/api/check/pincode/{pincode}: a serviceable pincode is stored on the visitor's session
 * (starting one when needed) and answered with its city; otherwise a 400 or 404 with a message.
 * Also GET /s/api/pincode/{pincode}/place, below.
 */
export function pincodeRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { pincode: string } }>('/s/api/check/pincode/:pincode', async (request, reply) => {
    const { pincode } = request.params;
    if (!/^[1-9]\d{5}$/.test(pincode)) return reply.code(400).send({ message: 'Please enter a valid pincode' });
    const site = await resolveSite(ctx, request);
    const area = await deliveryArea(ctx.db, site.website.id, pincode);
    if (!area) return reply.code(404).send({ message: `Sorry, we do not deliver to ${pincode} yet.` });
    // The storefront's contract makes this a GET; it changes only the caller's own delivery pincode.
    const session = await sessionForWrite(ctx, site, request, reply);
    await setSessionPincode(ctx.db, session.id, pincode);
    reply.header('cache-control', 'no-store');
    return { pincode, city: area.city, message: `Delivering to ${area.city} ${pincode}` };
  });

  /**
   * GET /s/api/pincode/{pincode}/place (our extension, for the address form): the city and state of
   * any Indian pincode, delivered or not; the city is the store's name for it where the store delivers.
   */
  app.get<{ Params: { pincode: string } }>('/s/api/pincode/:pincode/place', async (request, reply) => {
    const { pincode } = request.params;
    if (!/^[1-9]\d{5}$/.test(pincode)) return reply.code(400).send({ message: 'Please enter a valid pincode' });
    const place = placeOf(pincode);
    if (!place) return reply.code(404).send({ message: `Pincode ${pincode} does not exist. Please check it.` });
    const site = await resolveSite(ctx, request);
    const served = await deliveryArea(ctx.db, site.website.id, pincode);
    // Private: the city depends on the website (x-web-url), which a shared cache would not key on.
    reply.header('cache-control', 'private, max-age=86400');
    return { pincode, city: served?.city ?? place.district, state: place.state };
  });
}
