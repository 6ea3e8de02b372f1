import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PageComponent } from '../../../contract/page-data';
import { validatePageData } from '../../../contract/page-validation';
import { CURRENT_PAGE_VERSION, migratePage } from '../../../contract/migrations/migrate-page';
import { type PageDataError, MAX_VERSION_BYTES } from '../../../contract/page-versions';
import {
  MAX_TEMPLATES,
  type SavedTemplate,
  TEMPLATE_DESCRIPTION_MAX,
  type TemplateSummary,
  templateTitleProblem,
} from '../../../contract/page-templates';
import type { Db } from '../../db/client';
import { pageTemplates, users } from '../../db/schema';
import type { Scope } from '../versions/document-versions';

/** A template the owner asked to save. */
export interface TemplateInput {
  title: string;
  description: string;
  components: unknown[];
}

export type TemplateRefusal = { status: 400; message: string; errors?: PageDataError[] } | { status: 404 | 409 | 413; message: string };

const summaryColumns = {
  id: pageTemplates.id,
  title: pageTemplates.title,
  description: pageTemplates.description,
  componentCount: sql<number>`jsonb_array_length(${pageTemplates.components})`.mapWith(Number),
  author: users.name,
  createdAt: pageTemplates.createdAt,
};
const columns = { ...summaryColumns, components: pageTemplates.components, version: pageTemplates.version };
type SummaryRow = { id: number; title: string; description: string; componentCount: number; author: string | null; createdAt: Date };
type Row = SummaryRow & { components: PageComponent[]; version: number };
const summary = ({ componentCount, createdAt, ...row }: SummaryRow): TemplateSummary => ({
  ...row,
  component_count: componentCount,
  created_at: createdAt.toISOString(),
});
const shown = ({ components, version, ...row }: Row): SavedTemplate => ({
  ...summary(row),
  // Saved in an older version, they are upgraded as a page's are (the editor edits only the current one).
  components: (migratePage({ version, data: components }) as { data: PageComponent[] }).data,
});
const gone = { status: 404 as const, message: 'There is no such template: it may have been deleted already' };
const withAuthor = <T extends typeof summaryColumns>(db: Db, select: T) =>
  db.select(select).from(pageTemplates).leftJoin(users, eq(users.id, pageTemplates.authorId));

/**
 * The website's saved templates, by title, without their components: a website may keep 30 of up to
 * 512 KB each, and the editor lists them on every panel that offers them.
 */
export async function listTemplates(db: Db, websiteId: number): Promise<TemplateSummary[]> {
  const rows = await withAuthor(db, summaryColumns)
    .where(eq(pageTemplates.websiteId, websiteId))
    .orderBy(asc(sql`lower(${pageTemplates.title})`));
  return rows.map(summary);
}

/** One of the website's templates with its components, for a new page to start from. */
export async function templateById(db: Db, websiteId: number, id: number): Promise<SavedTemplate | TemplateRefusal> {
  const [row] = await withAuthor(db, columns).where(and(eq(pageTemplates.websiteId, websiteId), eq(pageTemplates.id, id)));
  return row ? shown(row) : gone;
}

/**
 * Saves components as a template under a title of its own: validated (and migrated) as a page's are, as
 * a template that does not validate would start every page from it broken.
 */
export async function saveTemplate(db: Db, scope: Scope, input: TemplateInput): Promise<SavedTemplate | TemplateRefusal> {
  const title = input.title.trim();
  const titleProblem = templateTitleProblem(title);
  if (titleProblem) return { status: 400, message: `Title: ${titleProblem}` };
  const description = input.description.trim();
  if (description.length > TEMPLATE_DESCRIPTION_MAX)
    return { status: 400, message: `Description: at most ${TEMPLATE_DESCRIPTION_MAX} characters` };
  if (!input.components.length) return { status: 400, message: 'A template needs at least one component' };
  if (Buffer.byteLength(JSON.stringify(input.components)) > MAX_VERSION_BYTES)
    return { status: 413, message: `This is too large to save as a template: at most ${MAX_VERSION_BYTES / 1024} KB of content` };
  // The editor sends components in the current version.
  const validation = validatePageData({ version: CURRENT_PAGE_VERSION, data: input.components });
  if (!validation.ok)
    return { status: 400, message: 'Put the marked errors right before saving the page as a template', errors: validation.errors };
  const components = validation.page.data as PageComponent[];
  const taken = `A template called “${title}” exists already: choose another title, or delete that one first`;
  return db.transaction(async (tx) => {
    const [kept] = await tx.select({ n: count() }).from(pageTemplates).where(eq(pageTemplates.websiteId, scope.websiteId));
    if ((kept?.n ?? 0) >= MAX_TEMPLATES)
      return { status: 409 as const, message: `A website keeps at most ${MAX_TEMPLATES} templates: delete one you no longer use first` };
    // The unique index (title, whatever its case) settles two saves of one title at once.
    const [made] = await tx
      .insert(pageTemplates)
      .values({ websiteId: scope.websiteId, title, description, components, version: CURRENT_PAGE_VERSION, authorId: scope.userId })
      .onConflictDoNothing()
      .returning({ id: pageTemplates.id });
    if (!made) return { status: 409 as const, message: taken };
    const [row] = await withAuthor(tx, columns).where(eq(pageTemplates.id, made.id));
    return shown(row!);
  });
}

/** Deletes one of the website's templates (the pages started from it keep their components). */
export async function deleteTemplate(db: Db, websiteId: number, id: number): Promise<{ id: number } | TemplateRefusal> {
  const [deleted] = await db
    .delete(pageTemplates)
    .where(and(eq(pageTemplates.websiteId, websiteId), eq(pageTemplates.id, id)))
    .returning({ id: pageTemplates.id });
  return deleted ?? gone;
}
