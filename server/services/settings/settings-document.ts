import { and, eq, isNull } from 'drizzle-orm';
import { settingsOfWebsite, validateWebsiteSettings, websiteFieldsOf, type WebsiteSettings } from '../../../contract/website-settings';
import { websites } from '../../db/schema';
import { SETTINGS_KEY, type VersionedDocument } from '../versions/document-versions';

/** The website's settings as the editor keeps their versions: validated by their schema, published into the website's row. */
export const settingsDocument: VersionedDocument<WebsiteSettings> = {
  key: SETTINGS_KEY,
  problems: (data) => {
    const validation = validateWebsiteSettings(data);
    return validation.ok ? [] : validation.errors.map((error) => ({ index: null, name: null, ...error }));
  },
  publish: async (tx, websiteId, version, data) => {
    const validation = validateWebsiteSettings(data);
    const settings = validation.ok ? validation.settings : (data as WebsiteSettings);
    const [row] = await tx.select({ config: websites.config }).from(websites).where(eq(websites.id, websiteId));
    await tx
      .update(websites)
      .set({ ...websiteFieldsOf(settings, row!.config), settingsVersionId: version })
      .where(eq(websites.id, websiteId));
    return settings;
  },
  live: async (db, websiteId) => {
    const [row] = await db.select().from(websites).where(eq(websites.id, websiteId));
    if (!row) return { version: null, at: null, data: null };
    // Shoppers have been served the seeded settings since the website was made, as a seeded page since it was saved.
    return { version: row.settingsVersionId, at: row.createdAt, data: settingsOfWebsite(row) };
  },
  beforeEditor: async (db, websiteId) => {
    const [row] = await db
      .select()
      .from(websites)
      .where(and(eq(websites.id, websiteId), isNull(websites.settingsVersionId)));
    return row ? { data: settingsOfWebsite(row), at: row.createdAt } : null;
  },
  adopt: async (tx, websiteId, version) => {
    await tx.update(websites).set({ settingsVersionId: version }).where(eq(websites.id, websiteId));
  },
  messages: {
    newer: (author) =>
      `The website’s settings were saved${author ? ` by ${author}` : ''} since you opened them: your changes are kept, compare them with the newer version`,
    noVersion: 'The website’s settings have no saved version',
    invalid: 'The settings cannot be published until every error is put right',
    noSuchVersion: 'There is no such version of the website’s settings',
  },
};
