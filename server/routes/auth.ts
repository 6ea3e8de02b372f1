import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type AppContext, resolveSite, signedIn } from '../context';
import { endSession, issueSessionId, startSession } from '../security/session';
import { setXsrfCookie } from '../security/xsrf';
import { requestOtp, verifyOtp } from '../services/auth/otp';
import { mergeGuestCart } from '../services/cart/merge-carts';
import { saveProfile } from '../services/auth/profile';
import { userForPhone } from '../services/auth/user-for-phone';
import { bodyProblem } from './body-problem';
import { ProfileBody } from './profile';
import { clientNetwork } from '../security/client-network';

const PHONE_MESSAGE = 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9';
const phone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^[6-9]\d{9}$/, { error: PHONE_MESSAGE });
const OtpBody = z.object({ phone });
const VerifyBody = z.object({
  phone,
  otp: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }),
});

/** OTP sign-in: POST /s/api/auth/otp, POST /s/api/auth/verify, POST /s/api/auth/register, GET /s/api/auth/logout. */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/s/api/auth/otp', async (request, reply) => {
    const body = OtpBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const site = await resolveSite(ctx, request);
    const result = await requestOtp(ctx.db, ctx.secret, site.website.id, body.data.phone, clientNetwork(request.ip));
    if (!result.ok) return reply.code(result.status).send({ message: result.message });
    return { ok: true, message: `We sent a 6-digit code to ${body.data.phone}.` };
  });

  app.post('/s/api/auth/verify', async (request, reply) => {
    const body = VerifyBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const site = await resolveSite(ctx, request);
    const websiteId = site.website.id;
    const result = await verifyOtp(ctx.db, ctx.secret, websiteId, body.data.phone, body.data.otp, clientNetwork(request.ip));
    if (!result.ok) return reply.code(result.status).send({ message: result.message });
    const user = await userForPhone(ctx.db, websiteId, body.data.phone);
    if (site.session) {
      if (!site.session.userId) await mergeGuestCart(ctx.db, websiteId, site.session.id, user.id);
      await endSession(ctx.db, site.session.id);
    }
    // A new session id (and XSRF token) at sign-in: a session fixed before it is worth nothing after.
    // The delivery pincode chosen as a guest carries over.
    const session = await startSession(ctx.db, ctx.secret, reply, websiteId, user.id, site.session?.pincode ?? null);
    setXsrfCookie(reply, ctx.secret, session.id);
    // is_agent: after sign-in an agent lands on the sales dashboard.
    return { ok: true, registered: user.name.trim() !== '', is_agent: user.isAgent };
  });

  app.post('/s/api/auth/register', async (request, reply) => {
    const body = ProfileBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    await saveProfile(ctx.db, await signedIn(ctx, request, 'Please sign in first'), body.data);
    return { ok: true };
  });

  app.get('/s/api/auth/logout', async (request, reply) => {
    const site = await resolveSite(ctx, request);
    if (site.session) await endSession(ctx.db, site.session.id);
    // A new id for the signed-out visitor; its row waits for its first write.
    setXsrfCookie(reply, ctx.secret, issueSessionId(ctx.secret, reply));
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
}
