import * as z from 'zod/mini';

/** Lenient string: null and absent become '' so a sloppy store config never breaks rendering. */
const text = () => z.catch(z.string(), '');
const flag = (fallback: boolean) => z.catch(z.boolean(), fallback);
const num = (fallback: number) => z.catch(z.number(), fallback);
const nullableText = () => z.catch(z.nullable(z.string()), null);

export interface NavItem {
  id: number | string;
  name: string;
  link: string;
  image: string | null;
  children: NavItem[];
}
/** A navigation entry; groups carry `children`. */
export const NavItemSchema: z.ZodMiniType<NavItem> = z.object({
  id: z.catch(z.union([z.number(), z.string()]), ''),
  name: text(),
  link: text(),
  image: nullableText(),
  get children() {
    return z.catch(z.array(NavItemSchema), []);
  },
});

/** A titled column of footer links. */
export const FooterGroupSchema = z.object({
  title: text(),
  links: z.catch(z.array(z.object({ name: text(), link: text(), icon: nullableText() })), []),
});
export type FooterGroup = z.infer<typeof FooterGroupSchema>;

export interface Category {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parent_id: number | null;
  children: Category[];
}
/** A node of the category tree. */
export const CategorySchema: z.ZodMiniType<Category> = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  image: nullableText(),
  parent_id: z.catch(z.nullable(z.number()), null),
  get children() {
    return z.catch(z.array(CategorySchema), []);
  },
});

export const BrandSchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), image: nullableText() });
export type Brand = z.infer<typeof BrandSchema>;

/** Header and navbar layout switches chosen by the store owner. */
export const NavSettingSchema = z.object({
  header_template: num(1),
  navbar_template: num(1),
  logo_width: num(56),
  logo_height: num(56),
  navbar_height: num(56),
  sub_navbar_height: num(40),
  search_width: num(40),
  show_logo: flag(true),
  show_name: flag(true),
  show_search: flag(true),
  show_cart: flag(true),
  show_pincode: flag(true),
  show_account: flag(true),
  show_sub_navbar: flag(true),
});
export type NavSetting = z.infer<typeof NavSettingSchema>;

export const ThemeSchema = z.object({
  name: text(),
  data: z.catch(
    z.object({
      mode: z.catch(z.enum(['light', 'dark']), 'light'),
      colors: z.catch(z.record(z.string(), z.string()), {}),
    }),
    { mode: 'light' as const, colors: {} },
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

export const WebSeoSchema = z.object({ title: text(), description: text(), keywords: text(), image: nullableText() });
export type WebSeo = z.infer<typeof WebSeoSchema>;

export const WebAddressSchema = z.object({
  address: text(), city: text(), state: text(), pincode: text(), phone: text(), email: text(),
});
export type WebAddress = z.infer<typeof WebAddressSchema>;

/** The website as the storefront sees it (`init.web`). */
export const WebsiteSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: text(),
  logo: nullableText(),
  favicon: nullableText(),
  font_family: z.catch(z.string(), 'Inter'),
  description: text(),
  footer_name: nullableText(),
  footer_description: nullableText(),
});
export type Website = z.infer<typeof WebsiteSchema>;

export const UserSchema = z.object({
  id: z.number(),
  name: text(),
  email: nullableText(),
  phone: z.string(),
  is_agent: flag(false),
  is_superadmin: flag(false),
  hasAdminAccess: flag(false),
  permissions: z.catch(z.array(z.string()), []),
});
export type User = z.infer<typeof UserSchema>;
