import * as z from 'zod/mini';
import { listOf, passedId, recordOf } from './lenient';

/** Lenient string: null and absent become '' so a sloppy store config never breaks rendering. */
const text = () => z.catch(z.string(), '');
/** A switch: stores send true/false or 1/0; read it by truthiness. */
const flag = (fallback: boolean) => z.catch(z.union([z.boolean(), z.number()]), fallback);
const num = (fallback: number) => z.catch(z.number(), fallback);
const nullableText = () => z.catch(z.nullable(z.string()), null);

/** A navigation item (spec section 3): `group` (a number), `icon` shown when `show_icon` is set, `image` items, nested `children`. */
export interface NavItem {
  group: number;
  name: string;
  icon: string | null;
  show_icon: number | boolean;
  link: string;
  value: string | number | null;
  image: string | null;
  open: boolean | number;
  children: NavItem[];
}
export const NavItemSchema: z.ZodMiniType<NavItem> = z.object({
  group: num(0),
  name: text(),
  icon: nullableText(),
  show_icon: flag(false),
  link: text(),
  value: z.catch(z.nullable(z.union([z.string(), z.number()])), null),
  image: nullableText(),
  open: flag(false),
  get children() {
    return listOf(NavItemSchema, 'navigation items');
  },
});

/** A footer column (spec section 3, Footer item): its name and links, each with an icon shown when `show_icon` is set; a link's `name` (its text) is our extension. */
export const FooterItemSchema = z.object({
  name: text(),
  children: listOf(z.object({ name: text(), link: text(), icon: nullableText(), show_icon: flag(false) }), 'footer links'),
});
export type FooterItem = z.infer<typeof FooterItemSchema>;

/** A node of the category tree (spec section 3): name, slug, avatar, children; no id is needed. */
export interface Category {
  name: string;
  slug: string;
  avatar: string | null;
  children: Category[];
}
export const CategorySchema: z.ZodMiniType<Category> = z.object({
  name: z.string(),
  slug: z.string(),
  avatar: nullableText(),
  get children() {
    return listOf(CategorySchema, 'categories');
  },
});

/** A brand (spec section 3); `image` (a logo for the brand carousel) is our extension. */
export const BrandSchema = z.object({ name: z.string(), slug: z.string(), image: z.optional(nullableText()) });
export type Brand = z.infer<typeof BrandSchema>;

/** The logo's size in the header: `image_size` names a CDN size; height and width in px (default 56 × 56). */
export const LogoSettingsSchema = z.object({
  image_size: z.catch(z.nullable(z.string()), null),
  image_height: num(56),
  image_width: num(56),
});

/**
 * Header and navbar settings (spec section 3, Nav settings). `show_name` (the site name beside the
 * logo) and `show_sub_navbar` (the desktop navigation row) are our extension.
 */
export const NavSettingSchema = z.object({
  nav_alignment: z.catch(z.enum(['left', 'center', 'right']), 'left'),
  logo_settings: z.catch(LogoSettingsSchema, { image_size: null, image_height: 56, image_width: 56 }),
  /** The search box's width, percent of the header bar. */
  search_setting: num(40),
  navbar_height: num(56),
  sub_navbar_height: num(40),
  navbar_template: num(1),
  header_template: num(1),
  footer_name: nullableText(),
  show_logo: flag(true),
  show_pincode: flag(true),
  show_cart_icon: flag(true),
  show_search_bar: flag(true),
  show_account: flag(true),
  show_login: flag(true),
  show_register: flag(false),
  show_name: flag(true),
  show_sub_navbar: flag(true),
});
export type NavSetting = z.infer<typeof NavSettingSchema>;

export const ThemeSchema = z.object({
  name: text(),
  data: z.catch(
    z.object({
      /** Ours: the website's `theme` (spec section 3) comes first. */
      mode: z.optional(z.catch(z.enum(['light', 'dark']), 'light')),
      /** Read colour by colour: one value that is not text is left out, the rest kept. */
      colors: recordOf(z.string()),
    }),
    { colors: {} },
  ),
});
export type Theme = z.infer<typeof ThemeSchema>;

export const PopupSchema = z.object({
  image: z.string(),
  link: nullableText(),
  duration: num(5),
  once: flag(false),
});
export type Popup = z.infer<typeof PopupSchema>;

/** The website's default SEO (spec section 3, webSeo). */
export const WebSeoSchema = z.object({ og_title: text(), og_description: text(), meta_keywords: text(), og_image: nullableText() });
export type WebSeo = z.infer<typeof WebSeoSchema>;

export const WebAddressSchema = z.object({
  address: text(),
  city: text(),
  state: text(),
  pincode: text(),
  phone: text(),
  email: text(),
});
export type WebAddress = z.infer<typeof WebAddressSchema>;

/**
 * The website (spec section 3). `slug` and `footer_description` (the footer's text, else
 * `description`) are our extension; the website's popup, when a store sends one here, is read like
 * init's `popup`.
 */
export const WebsiteSchema = z.object({
  /** A number on our server; a store may use text (`corner-7`): it only names the website to analytics. */
  id: passedId(),
  name: z.string(),
  slug: text(),
  logo: nullableText(),
  description: text(),
  /** light or dark (spec section 3); absent, the active theme's mode, else light (contract/root-style.ts). */
  theme: z.optional(z.catch(z.nullable(z.string()), null)),
  favicon: nullableText(),
  show_supplier_page: flag(false),
  show_cart: flag(true),
  font_family: z.catch(z.string(), 'Inter'),
  nav_alignment: z.catch(z.enum(['left', 'center', 'right']), 'left'),
  footer_description: nullableText(),
  popup: z.optional(z.catch(z.nullable(PopupSchema), null)),
});
export type Website = z.infer<typeof WebsiteSchema>;

/**
 * The signed-in user (spec section 3). `id` is our extension and optional: the storefront needs none
 * (analytics identifies a user by it only when it is there).
 */
export const UserSchema = z.object({
  id: z.optional(z.catch(z.nullable(z.number()), null)),
  name: text(),
  email: nullableText(),
  phone: text(),
  superadmin: flag(false),
  hasAdminAccess: flag(false),
  isSalesAgent: flag(false),
  permissions: z.catch(z.array(z.string()), []),
});
export type User = z.infer<typeof UserSchema>;
