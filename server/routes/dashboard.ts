import type { FastifyInstance } from 'fastify';
import { type AppContext, signedIn } from '../context';
import { agentDashboard, isAgent, periodDays } from '../services/dashboard/agent-dashboard';
import { indiaDate } from '../services/delivery/delivery-slots';

/** GET /s/api/dashboard[?from=YYYY-MM-DD&to=YYYY-MM-DD]: the signed-in sales agent's figures (default: the last 30 days). */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { from?: unknown; to?: unknown } }>('/s/api/dashboard', async (request, reply) => {
    const now = new Date();
    const { from = indiaDate(now, -29), to = indiaDate(now) } = request.query;
    if (typeof from !== 'string' || typeof to !== 'string')
      return reply.code(400).send({ message: 'from and to must be dates (YYYY-MM-DD)' });
    const days = periodDays({ from, to });
    if (typeof days === 'string') return reply.code(400).send({ message: days });
    const { site, userId } = await signedIn(ctx, request, 'Please sign in to see your dashboard');
    if (!(await isAgent(ctx.db, site.website.id, userId))) return reply.code(403).send({ message: 'Only sales agents have a dashboard' });
    reply.header('cache-control', 'no-store');
    return agentDashboard(ctx.db, site.website.id, userId, { from, to }, days);
  });
}
