import * as z from 'zod/mini';
import type { PageData } from '../../contract/page-data';
import { PageDataErrorSchema, PageEntrySchema, PageStateSchema, PageVersionSchema, SavedDraftSchema } from '../../contract/page-versions';
import { ApiError } from '../api/api-error';
import type { ApiClient } from '../api/http-client';
import { INIT_REQUEST } from '../api/store-api';
import type { SaveAnswer } from '../machines/document-editor.machine';
import type { PagePublishAnswer } from '../machines/page-editor.machine';
import type { SettingsPublishAnswer } from '../machines/website-settings.machine';
import { SettingsStateSchema, type WebsiteSettings } from '../../contract/website-settings';
import type { PageComponent } from '../../contract/page-data';
import { SavedTemplateSchema, TemplateSummarySchema } from '../../contract/page-templates';
import { PreviewLinkSchema } from '../../contract/preview-links';
import { PublishScheduleSchema, type ScheduleAction } from '../../contract/publish-schedules';

const PagesSchema = z.object({ pages: z.array(PageEntrySchema) });
const TemplatesSchema = z.object({ templates: z.array(TemplateSummarySchema) });
const TemplateSchema = z.object({ template: SavedTemplateSchema });
const HistorySchema = z.object({ versions: z.array(z.omit(PageVersionSchema, { data: true })) });
const VersionSchema = z.object({ version: PageVersionSchema });
const ConflictSchema = z.object({ head: z.nullable(PageVersionSchema) });
const InvalidSchema = z.object({ message: z.string(), errors: z.array(PageDataErrorSchema) });

const at = (route: string, path: string) => `/api/builder/${route}?path=${encodeURIComponent(path)}`;

/** A refusal the editor handles (409: a newer version; 400 with errors: invalid), read from the failed call. */
function refusal<T>(error: unknown, status: number, schema: z.ZodMiniType<T>): T | null {
  if (!(error instanceof ApiError) || error.status !== status) return null;
  const parsed = schema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** The page editor's calls (docs/api.md, "Page editor"): answers parsed, refusals turned into outcomes. */
export function editorApi(api: ApiClient) {
  return {
    /** The store API client itself, for the form's pickers (product search). */
    client: api,
    pages: async () => PagesSchema.parse(await api.get('/api/builder/pages')).pages,
    page: async (path: string) => PageStateSchema.parse(await api.get(at('page', path))),
    save: (path: string, base: number | null, data: PageData): Promise<SaveAnswer> =>
      saving(async () => ({ saved: SavedDraftSchema.parse(await api.put(at('page', path), { base, data })) })),
    rename: async (path: string, to: string) => z.object({ path: z.string() }).parse(await api.post(at('rename', path), { to })).path,
    remove: async (path: string) => z.object({ path: z.string() }).parse(await api.delete(at('page', path))).path,
    /** A real address for a route's template (`/products/:slug` → a product of the store), to preview it with. */
    samplePath: async (path: string) => {
      if (!path.includes(':slug')) return path.replace(/:[a-z]+/g, '0');
      const found = z.object({ data: z.array(z.object({ slug: z.string() })) }).safeParse(await api.get('/api/products', { perPage: 1 }));
      return path.replace(':slug', found.success ? (found.data.data[0]?.slug ?? 'example') : 'example').replace(/:[a-z]+/g, '0');
    },
    history: async (path: string) => HistorySchema.parse(await api.get(at('history', path))).versions,
    version: async (path: string, id: number) => VersionSchema.parse(await api.get(`${at('version', path)}&id=${id}`)).version,
    /** An earlier version copied as the newest draft, based on the version the editor has open. */
    restore: async (path: string, version: number, base: number | null) =>
      SavedDraftSchema.parse(await api.post(at('restore', path), { version, base })).version,
    publish: (path: string, version: number): Promise<PagePublishAnswer> =>
      publishing(async () => ({ published: PageStateSchema.parse(await api.post(at('publish', path), { version })) })),
    /** The website's page templates (docs/api.md, "Page templates"): listed (without components), one read, saved from a page's components, deleted. */
    templates: async () => TemplatesSchema.parse(await api.get(TEMPLATES)).templates,
    template: async (id: number) => TemplateSchema.parse(await api.get(TEMPLATES, { id })).template,
    saveTemplate: async (title: string, description: string, components: readonly PageComponent[]) =>
      TemplateSchema.parse(await api.post(TEMPLATES, { title, description, components })).template,
    removeTemplate: async (id: number) => {
      await api.delete(`${TEMPLATES}?id=${id}`);
    },
    /** Links to the page's newest version for people without an account (docs/api.md, "Shared previews"). */
    previews: async (path: string) =>
      z.object({ previews: z.array(PreviewLinkSchema) }).parse(await api.get(at('previews', path))).previews,
    sharePreview: async (path: string, hours: number) =>
      z.object({ preview: PreviewLinkSchema }).parse(await api.post(at('previews', path), { hours })).preview,
    withdrawPreview: async (id: number) => {
      await api.delete(`/api/builder/previews?id=${id}`);
    },
    /** Changes waiting for their time, and the last applied, of a page or (`path` null) the website's settings (docs/api.md, "Scheduled publishing"). */
    schedules: async (path: string | null) =>
      z.object({ schedules: z.array(PublishScheduleSchema), live: z.nullable(z.number()) }).parse(await api.get(schedulesAt(path))),
    schedule: async (path: string | null, action: ScheduleAction, at: Date, version: number | null) =>
      z.object({ schedule: PublishScheduleSchema }).parse(await api.post(schedulesAt(path), { action, at: at.toISOString(), version }))
        .schedule,
    cancelSchedule: async (path: string | null, id: number) => {
      await api.delete(`${schedulesAt(path)}${path === null ? '?' : '&'}id=${id}`);
    },
    /** The website's settings (docs/api.md, "Website settings"): the same drafts and publishing as a page's. */
    settings: async () => SettingsStateSchema.parse(await api.get(SETTINGS)),
    saveSettings: (base: number | null, data: WebsiteSettings): Promise<SaveAnswer> =>
      saving(async () => ({ saved: SavedDraftSchema.parse(await api.put(SETTINGS, { base, data })) })),
    publishSettings: (version: number): Promise<SettingsPublishAnswer> =>
      publishing(async () => ({ published: SettingsStateSchema.parse(await api.post(`${SETTINGS}/publish`, { version })) })),
    settingsHistory: async () => HistorySchema.parse(await api.get(`${SETTINGS}/history`)).versions,
    settingsVersion: async (id: number) => VersionSchema.parse(await api.get(`${SETTINGS}/version`, { id })).version,
    restoreSettings: async (version: number, base: number | null) =>
      SavedDraftSchema.parse(await api.post(`${SETTINGS}/restore`, { version, base })).version,
  };
}

const SETTINGS = '/api/builder/settings';

/** What the editor reads first on opening `path`: who is signed in (store-api's loadInit), the page, the website's settings. */
export const firstReads = (path: string): string[] => [INIT_REQUEST, at('page', path), SETTINGS];
const TEMPLATES = '/api/builder/templates';
const schedulesAt = (path: string | null) => (path === null ? `${SETTINGS}/schedules` : at('schedules', path));

/** A save, with a newer version in between turned into its outcome. */
async function saving<T>(save: () => Promise<T>): Promise<T | { conflict: z.infer<typeof PageVersionSchema> | null }> {
  try {
    return await save();
  } catch (error) {
    const conflict = refusal(error, 409, ConflictSchema);
    if (conflict) return { conflict: conflict.head };
    throw error;
  }
}

/** A publish, with a newer version or the errors that stop it turned into outcomes. */
async function publishing<T>(publish: () => Promise<T>) {
  try {
    return await saving(publish);
  } catch (error) {
    const invalid = refusal(error, 400, InvalidSchema);
    if (invalid) return { invalid };
    throw error;
  }
}

/** The editor's calls, made once per API client. */
export type EditorApi = ReturnType<typeof editorApi>;
