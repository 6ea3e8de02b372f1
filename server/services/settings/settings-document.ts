import { eq } from 'drizzle-orm';
import { NavSettingSchema, PopupSchema, ThemeSchema, WebAddressSchema, WebSeoSchema } from '../../../contract/entities';
import { InitSchema } from '../../../contract/init';
import type { WebsiteConfig } from '../../../contract/website-config';
import { settingsFromInit, validateWebsiteSettings, type WebsiteSettings } from '../../../contract/website-settings';
import { websites } from '../../db/schema';
import { SETTINGS_KEY, type VersionedDocument } from '../versions/document-versions';

type WebsiteRow = typeof websites.$inferSelect;

/** The website's settings as init serves them now, read as leniently as the storefront reads them. */
export function settingsOfWebsite(row: WebsiteRow): WebsiteSettings {
  const { config } = row;
  const lenient = InitSchema.shape;
  return settingsFromInit({
    web: {
      logo: row.logo,
      favicon: row.favicon,
      font_family: row.fontFamily,
      description: row.description,
      footer_description: row.footerDescription,
      show_supplier_page: config.show_supplier_page ?? false,
      show_cart: config.show_cart ?? true,
    },
    navSetting: { ...NavSettingSchema.parse(config.navSetting ?? {}), footer_name: config.navSetting?.footer_name ?? row.footerName },
    navs: lenient.navs.parse(config.navs),
    footers: lenient.footers.parse(config.footers),
    activetheme: ThemeSchema.parse(config.activetheme ?? {}),
    popup: PopupSchema.safeParse(config.popup).data ?? null,
    webPageCss: lenient.webPageCss.parse(config.webPageCss),
    dynamicNavbar: { data: lenient.dynamicNavbar.parse({ data: config.dynamicNavbar }).data },
    dynamicFooter: { data: lenient.dynamicFooter.parse({ data: config.dynamicFooter }).data },
    webSeo: WebSeoSchema.parse(config.webSeo ?? {}),
    webAddress: WebAddressSchema.safeParse(config.webAddress).data ?? null,
  });
}

/** The website's row as the settings make it: `config` and the columns init reads the rest from. */
function websiteFields(settings: WebsiteSettings, config: WebsiteConfig) {
  const { web, ...rest } = settings;
  return {
    logo: web.logo,
    favicon: web.favicon,
    fontFamily: web.font_family,
    description: web.description,
    footerDescription: web.footer_description,
    footerName: settings.navSetting.footer_name,
    config: { ...config, ...rest, show_supplier_page: web.show_supplier_page, show_cart: web.show_cart } as WebsiteConfig,
  };
}

/** The website's settings as the editor keeps their versions: validated by their schema, published into the website's row. */
export const settingsDocument: VersionedDocument<WebsiteSettings> = {
  key: SETTINGS_KEY,
  problems: (data) => {
    const validation = validateWebsiteSettings(data);
    return validation.ok ? [] : validation.errors.map((error) => ({ index: null, name: null, ...error }));
  },
  publish: async (tx, scope, version, data) => {
    const validation = validateWebsiteSettings(data);
    const settings = validation.ok ? validation.settings : (data as WebsiteSettings);
    const [row] = await tx.select({ config: websites.config }).from(websites).where(eq(websites.id, scope.websiteId));
    await tx
      .update(websites)
      .set({ ...websiteFields(settings, row!.config), settingsVersionId: version })
      .where(eq(websites.id, scope.websiteId));
    return settings;
  },
  live: async (db, websiteId) => {
    const [row] = await db.select().from(websites).where(eq(websites.id, websiteId));
    if (!row) return { version: null, at: null, data: null };
    return { version: row.settingsVersionId, at: null, data: settingsOfWebsite(row) };
  },
  messages: {
    newer: (author) =>
      `The website’s settings were saved${author ? ` by ${author}` : ''} since you opened them: your changes are kept, compare them with the newer version`,
    noVersion: 'The website’s settings have no saved version',
    invalid: 'The settings cannot be published until every error is put right',
    noSuchVersion: 'There is no such version of the website’s settings',
  },
};
