import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type AppContext, signedIn } from '../context';
import { loadProfile, saveProfile } from '../services/auth/profile';
import { bodyProblem } from './body-problem';

/** Name and e-mail of a shopper, as sign-up and the profile take them (an empty e-mail removes it). */
export const ProfileBody = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, { error: 'Please enter your name' })
    .max(100, { error: 'Your name must be at most 100 characters' }),
  email: z
    .union(
      [z.literal(''), z.email({ error: 'Please enter a valid e-mail address' }).max(200, { error: 'Please enter a valid e-mail address' })],
      { error: 'Please enter a valid e-mail address' },
    )
    .optional(),
});

/** GET /s/api/profile and PUT /s/api/profile {name, email}: the signed-in shopper's details. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/s/api/profile', async (request, reply) => {
    const user = await loadProfile(ctx.db, await signedIn(ctx, request, 'Please sign in to see your details'));
    if (!user) return reply.code(401).send({ message: 'Please sign in to see your details' });
    reply.header('cache-control', 'no-store');
    return user;
  });

  app.put('/s/api/profile', async (request, reply) => {
    const body = ProfileBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: bodyProblem(body.error) });
    const user = await saveProfile(ctx.db, await signedIn(ctx, request, 'Please sign in to change your details'), body.data);
    if (!user) return reply.code(401).send({ message: 'Please sign in to change your details' });
    return user;
  });
}
