import * as z from 'zod/mini';
import { PageComponentSchema } from './page-data';

/** The most a template's title and description may hold, and how many templates a website keeps (ours). */
export const TEMPLATE_TITLE_MAX = 48;
export const TEMPLATE_DESCRIPTION_MAX = 160;
export const MAX_TEMPLATES = 30;

/** A saved template as the website's list shows it, without its components (GET /s/api/builder/templates; ours, docs/api.md). */
export const TemplateSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  component_count: z.number(),
  author: z.nullable(z.string()),
  created_at: z.string(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

/** A page's components saved by the owner under a title, to start new pages from (GET /s/api/builder/templates?id). */
export const SavedTemplateSchema = z.extend(TemplateSummarySchema, { components: z.array(PageComponentSchema) });
export type SavedTemplate = z.infer<typeof SavedTemplateSchema>;

/** What is wrong with a template's title, in the owner's words, or null (the editor's field and the server say the same). */
export function templateTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return 'Enter a title';
  return trimmed.length > TEMPLATE_TITLE_MAX ? `At most ${TEMPLATE_TITLE_MAX} characters` : null;
}
