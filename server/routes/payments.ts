import type { FastifyInstance } from 'fastify';
import { type AppContext, signedIn } from '../context';
import { confirmPayment } from '../services/payments/confirm-payment';
import { finalisePayment } from '../services/payments/finalise-payment';
import { gatewayFor } from '../services/payments/gateways';
import { startPayment } from '../services/payments/start-payment';
import { idParam } from './id-param';

/** Where the gateways post their webhooks: /s/api/payment/webhook/{provider}. */
export const WEBHOOK_PREFIX = '/s/api/payment/webhook/';

/**
 * POST /s/api/payment/start/{provider}/{order_id} (the gateway's options), POST
 * /s/api/payment/confirm/{order_id} (the browser's proof) and POST /s/api/payment/webhook/{provider}
 * (the gateway's signed notice; raw body, no XSRF token).
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Params: { provider: string; id: string } }>('/s/api/payment/start/:provider/:id', async (request, reply) => {
    const gateway = gatewayFor(ctx.gateways, request.params.provider);
    const orderId = idParam(request.params.id);
    if (!gateway || orderId === null) return reply.code(404).send({ message: 'Order not found' });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to pay for your order');
    const started = await startPayment(ctx.db, gateway, { website: site.website, origin: site.origin.origin, userId, orderId });
    if (!started.ok) return reply.code(started.status).send({ message: started.message });
    reply.header('cache-control', 'no-store');
    return { order: started.order, options: started.options };
  });

  app.post<{ Params: { id: string } }>('/s/api/payment/confirm/:id', async (request, reply) => {
    const orderId = idParam(request.params.id);
    if (orderId === null) return reply.code(404).send({ message: 'Order not found' });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to confirm your payment');
    const answer = await confirmPayment(ctx.db, ctx.gateways, { websiteId: site.website.id, userId, orderId }, request.body);
    if (!answer.ok) return reply.code(answer.status).send({ message: answer.message });
    reply.header('cache-control', 'no-store');
    return answer.body;
  });

  // Signatures are over the exact bytes the gateway sent, so this scope keeps the body as text.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string }; Body: string }>(`${WEBHOOK_PREFIX}:provider`, async (request, reply) => {
      const gateway = gatewayFor(ctx.gateways, request.params.provider);
      if (!gateway) return reply.code(404).send({ message: 'Unknown gateway' });
      const read = gateway.readWebhook(typeof request.body === 'string' ? request.body : '', request.headers);
      if (read.kind === 'forged') return reply.code(401).send({ message: 'The webhook signature does not match' });
      if (read.kind === 'ignored') return { ok: true, result: 'ignored' };
      const finalised = await finalisePayment(ctx.db, gateway.id, read.gatewayOrderId, read.paymentId, read.amountPaise);
      if (finalised.result === 'unknown' || finalised.result === 'amount_mismatch') {
        // Answered 200 all the same: a gateway retries anything else for days, and a retry changes nothing.
        request.log.warn(
          { provider: gateway.id, gatewayOrderId: read.gatewayOrderId, result: finalised.result },
          'webhook payment not applied',
        );
      }
      return { ok: true, result: finalised.result };
    });
  });
}
