import * as z from 'zod/mini';
import type { WebsiteSettings } from '../src/generated/types/website-settings';
import { validate } from '../src/generated/validators/website-settings.js';
import { type NavItem, NavSettingSchema, PopupSchema, ThemeSchema, WebAddressSchema, WebSeoSchema } from './entities';
import { type Init, InitSchema } from './init';
import type { WebsiteConfig } from './website-config';
import { DocumentStateSchema, PageVersionSchema } from './page-versions';
import { firstErrorPointer } from './validator-types';
import { schemaErrorMessage } from './url-fields';

export type { WebsiteSettings };

/** The parts of init that website settings are (the same field names; spec section 3). */
export type SettingsSource = Pick<
  Init,
  'navSetting' | 'navs' | 'footers' | 'activetheme' | 'popup' | 'webPageCss' | 'dynamicNavbar' | 'dynamicFooter' | 'webSeo'
> & {
  web: Pick<Init['web'], 'logo' | 'favicon' | 'font_family' | 'description' | 'footer_description' | 'show_supplier_page' | 'show_cart'>;
  webAddress: Init['webAddress'];
};

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(Math.round(value), low), high);
const navItem = (item: NavItem): WebsiteSettings['navs'][number] => ({
  ...item,
  group: Math.max(0, Math.round(item.group)),
  show_icon: item.show_icon ? 1 : 0,
  value: typeof item.value === 'number' ? Math.round(item.value) : item.value,
  open: Boolean(item.open),
  children: item.children.map(navItem),
});

/**
 * The website's settings as the editor edits them, from what init serves (already read leniently by
 * the contract's parsers): switches a store sent as 1/0 become booleans (`show_icon` stays 0/1, as the
 * specification has it) and out-of-range templates come back into range, so the document validates.
 */
export function settingsFromInit(source: SettingsSource): WebsiteSettings {
  const { navSetting: nav, web } = source;
  return {
    web: {
      logo: web.logo,
      favicon: web.favicon,
      font_family: web.font_family,
      description: web.description,
      footer_description: web.footer_description,
      show_supplier_page: Boolean(web.show_supplier_page),
      show_cart: Boolean(web.show_cart),
    },
    navSetting: {
      header_template: clamp(nav.header_template, 1, 4) as WebsiteSettings['navSetting']['header_template'],
      navbar_template: clamp(nav.navbar_template, 1, 5) as WebsiteSettings['navSetting']['navbar_template'],
      nav_alignment: nav.nav_alignment,
      logo_settings: {
        image_size: (['small', 'medium', 'large'] as const).find((size) => size === nav.logo_settings.image_size) ?? null,
        image_height: clamp(nav.logo_settings.image_height, 16, 200),
        image_width: clamp(nav.logo_settings.image_width, 16, 400),
      },
      search_setting: clamp(nav.search_setting, 10, 100),
      navbar_height: clamp(nav.navbar_height, 40, 160),
      sub_navbar_height: clamp(nav.sub_navbar_height, 24, 100),
      footer_name: nav.footer_name,
      show_logo: Boolean(nav.show_logo),
      show_name: Boolean(nav.show_name),
      show_search_bar: Boolean(nav.show_search_bar),
      show_pincode: Boolean(nav.show_pincode),
      show_cart_icon: Boolean(nav.show_cart_icon),
      show_account: Boolean(nav.show_account),
      show_login: Boolean(nav.show_login),
      show_register: Boolean(nav.show_register),
      show_sub_navbar: Boolean(nav.show_sub_navbar),
    },
    navs: source.navs.map(navItem),
    footers: source.footers.map((column) => ({
      name: column.name,
      children: column.children.map((link) => ({ ...link, show_icon: link.show_icon ? 1 : 0 })),
    })),
    activetheme: {
      name: source.activetheme.name,
      data: { mode: source.activetheme.data.mode ?? 'light', colors: { ...source.activetheme.data.colors } },
    },
    popup: source.popup && { ...source.popup, duration: clamp(source.popup.duration, 0, 120), once: Boolean(source.popup.once) },
    webPageCss: source.webPageCss,
    dynamicNavbar: source.dynamicNavbar.data,
    dynamicFooter: source.dynamicFooter.data,
    webSeo: { ...source.webSeo },
    webAddress: source.webAddress ?? { address: '', city: '', state: '', pincode: '', phone: '', email: '' },
  };
}

/** Init as it would be with these settings published: what the canvas previews while they are edited. */
export function initWithSettings(init: Init, settings: WebsiteSettings): Init {
  return {
    ...init,
    web: { ...init.web, ...settings.web, theme: settings.activetheme.data.mode, nav_alignment: settings.navSetting.nav_alignment },
    navSetting: settings.navSetting,
    navs: settings.navs,
    footers: settings.footers,
    activetheme: {
      name: settings.activetheme.name,
      data: {
        mode: settings.activetheme.data.mode,
        colors: Object.fromEntries(
          Object.entries(settings.activetheme.data.colors).flatMap(([name, value]) => (value ? [[name, value]] : [])),
        ),
      },
    },
    popup: settings.popup,
    webPageCss: settings.webPageCss,
    dynamicNavbar: { data: settings.dynamicNavbar },
    dynamicFooter: { data: settings.dynamicFooter },
    webSeo: settings.webSeo,
    webAddress: settings.webAddress,
  };
}

/** One problem in website settings: where (a JSON pointer) and what is wrong. */
export interface SettingsError {
  pointer: string;
  message: string;
}

/** Validates website settings against schemas/website-settings.schema.json: the settings, or the first problem. */
export function validateWebsiteSettings(raw: unknown): { ok: true; settings: WebsiteSettings } | { ok: false; errors: SettingsError[] } {
  const settings = structuredClone(raw);
  if (validate(settings)) return { ok: true, settings: settings as WebsiteSettings };
  return { ok: false, errors: [{ pointer: firstErrorPointer(validate) || '/', message: schemaErrorMessage(validate.errors?.[0]) }] };
}

/** Where the website's settings stand in the editor (GET /s/api/builder/settings; ours, docs/api.md): `live` is what init serves now. */
export const SettingsStateSchema = DocumentStateSchema;
export type SettingsState = z.infer<typeof SettingsStateSchema>;

/** A saved draft of the settings and what would stop it being published. */
export const SavedSettingsSchema = z.object({
  version: PageVersionSchema,
  errors: z.array(z.object({ pointer: z.string(), message: z.string() })),
});

/** The website's stored fields that settings are made of: a database row, or `website.json` of fixtures/websites/. */
export interface WebsiteFields {
  logo: string | null;
  favicon: string | null;
  fontFamily: string;
  description: string;
  footerName: string | null;
  footerDescription: string | null;
  config: WebsiteConfig;
}

/** A website as fixtures/websites/{slug}/website.json holds it: its stored fields and where it answers. */
export interface WebsiteFile extends WebsiteFields {
  slug: string;
  name: string;
  isDefault: boolean;
  hosts: string[];
}

/** The website's settings as init serves them from its stored fields, read as leniently as the storefront reads them. */
export function settingsOfWebsite(website: WebsiteFields): WebsiteSettings {
  const config: Partial<WebsiteConfig> = website.config ?? {};
  const lenient = InitSchema.shape;
  return settingsFromInit({
    web: {
      logo: website.logo,
      favicon: website.favicon,
      font_family: website.fontFamily,
      description: website.description,
      footer_description: website.footerDescription,
      show_supplier_page: config.show_supplier_page ?? false,
      show_cart: config.show_cart ?? true,
    },
    navSetting: { ...NavSettingSchema.parse(config.navSetting ?? {}), footer_name: config.navSetting?.footer_name ?? website.footerName },
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

/** The website's stored fields as settings make them (`config` keeps what settings do not cover). */
export function websiteFieldsOf(settings: WebsiteSettings, config: Partial<WebsiteConfig> = {}): WebsiteFields {
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
