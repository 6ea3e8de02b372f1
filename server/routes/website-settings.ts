import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { settingsDocument } from '../services/settings/settings-document';
import { documentState } from '../services/versions/document-versions';
import { builderStaff } from './builder-staff';
import { versionRoutes } from './version-routes';

/**
 * The website's settings in the editor (ours, docs/api.md): drafts, publishing and history like a
 * page's. GET and PUT /s/api/builder/settings, POST /s/api/builder/settings/publish, GET
 * /s/api/builder/settings/history, GET /s/api/builder/settings/version?id, POST
 * /s/api/builder/settings/restore, GET, POST and DELETE /s/api/builder/settings/schedules. Publishing makes them what GET /s/api/init serves.
 */
export function websiteSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const staff = builderStaff(ctx);
  const base = '/s/api/builder/settings';
  versionRoutes(
    app,
    ctx,
    {
      document: base,
      publish: `${base}/publish`,
      history: `${base}/history`,
      version: `${base}/version`,
      restore: `${base}/restore`,
      schedules: `${base}/schedules`,
    },
    async (request, permissions) => {
      const scope = await staff(request, permissions);
      return { scope, document: settingsDocument, state: () => documentState(ctx.db, scope.websiteId, settingsDocument) };
    },
  );
}
