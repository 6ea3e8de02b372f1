import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppContext, signedIn } from '../context';
import { httpError } from '../http-error';
import { EDIT_PERMISSION, hasPermission, VIEW_PERMISSION } from '../services/save-page';
import type { Scope } from '../services/versions/document-versions';

/** Who may read the editor's data (editing includes viewing), and who may write it. */
export const READERS = [VIEW_PERMISSION, EDIT_PERMISSION];
export const WRITERS = [EDIT_PERMISSION];

/** The signed-in staff member holding one of `permissions` on the request's website (else 401 or 403). */
export function builderStaff(ctx: AppContext) {
  return async (request: FastifyRequest, permissions: readonly string[]): Promise<Scope> => {
    const who = await signedIn(ctx, request, 'Please sign in to edit the website');
    const allowed = await hasPermission(ctx.db, who.userId, who.websiteId, ...permissions);
    if (!allowed) throw httpError(403, 'You do not have permission to edit this website');
    return { websiteId: who.websiteId, userId: who.userId };
  };
}

/** Answers a refusal ({status, message, …}) with its status and the rest as the body. */
export function refused(reply: FastifyReply, refusal: { status: number; message: string }) {
  const { status, ...body } = refusal;
  return reply.code(status).send(body);
}

/** The editor's answers change with every save: never cached. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
