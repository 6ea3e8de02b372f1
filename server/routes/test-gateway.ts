import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { TEST_GATEWAY_PATH, type TestGateway } from '../services/payments/test-gateway';

const standIn = (name: string) => readFileSync(new URL(`../services/payments/stand-ins/${name}`, import.meta.url), 'utf8');

const RazorpayPay = z.object({ order_id: z.string().max(60) });
const CashfreePay = z.object({ payment_session_id: z.string().max(200) });

/**
 * The offline stand-in gateways (test mode, never in production): their browser scripts and the
 * endpoints those scripts call to pay. They sign payments; they change nothing in the store.
 */
export function testGatewayRoutes(app: FastifyInstance, gateway: TestGateway): void {
  const dialog = standIn('dialog.js');
  const scripts: Record<string, string> = {
    'razorpay/checkout.js': `${dialog}\n${standIn('razorpay-checkout.js')}`,
    'cashfree/cashfree.js': `${dialog}\n${standIn('cashfree.js')}`,
  };
  for (const [path, source] of Object.entries(scripts)) {
    app.get(`${TEST_GATEWAY_PATH}/${path}`, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source),
    );
  }
  app.post(`${TEST_GATEWAY_PATH}/razorpay/pay`, async (request, reply) => {
    const body = RazorpayPay.safeParse(request.body);
    const handback = body.success ? gateway.razorpay.pay(body.data.order_id) : null;
    if (!handback) return reply.code(404).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'No such order' } });
    return handback;
  });
  app.post(`${TEST_GATEWAY_PATH}/cashfree/pay`, async (request, reply) => {
    const body = CashfreePay.safeParse(request.body);
    if (!body.success || !(await gateway.cashfree.pay(body.data.payment_session_id)))
      return reply.code(404).send({ message: 'No such payment session' });
    return { ok: true };
  });
}
