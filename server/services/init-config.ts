import { asc, eq } from 'drizzle-orm';
import type { Init } from '../../contract/init';
import type { User } from '../../contract/entities';
import type { AppContext, Site } from '../context';
import type { Db } from '../db/client';
import { brands, categories, pages, users } from '../db/schema';
import { buildCategoryTree } from './category-tree';
import { visitorCart } from './cart/visitor-cart';
import { paymentMethods } from './payments/gateways';

/** Everything the storefront needs to boot, for one website and one visitor. */
export async function buildInit(ctx: AppContext, site: Site): Promise<Init> {
  const { db } = ctx;
  const { website, session } = site;
  const methods = paymentMethods(ctx.gateways);
  const [categoryRows, brandRows, pageRows, user, cart] = await Promise.all([
    db.select().from(categories).where(eq(categories.websiteId, website.id)),
    db
      .select({ name: brands.name, slug: brands.slug, image: brands.image })
      .from(brands)
      .where(eq(brands.websiteId, website.id))
      .orderBy(asc(brands.name)),
    db.select({ path: pages.path, title: pages.title }).from(pages).where(eq(pages.websiteId, website.id)).orderBy(asc(pages.path)),
    session?.userId ? loadUser(db, session.userId) : Promise.resolve(null),
    visitorCart(db, website.id, session, { paymentMethods: methods }),
  ]);
  const { config } = website;
  return {
    user,
    web: {
      id: website.id,
      name: website.name,
      slug: website.slug,
      logo: website.logo,
      description: website.description,
      theme: config.activetheme.data.mode,
      favicon: website.favicon,
      show_supplier_page: config.show_supplier_page ?? false,
      show_cart: config.show_cart ?? true,
      font_family: website.fontFamily,
      nav_alignment: config.navSetting.nav_alignment,
      footer_description: website.footerDescription,
    },
    pincode: session?.pincode ?? null,
    navSetting: { ...config.navSetting, footer_name: config.navSetting.footer_name ?? website.footerName },
    webPageCss: config.webPageCss,
    categories: buildCategoryTree(categoryRows),
    brands: brandRows,
    webSeo: config.webSeo,
    webAddress: config.webAddress,
    popup: config.popup,
    paymentMethods: methods,
    webPages: pageRows,
    dynamicNavbar: { data: config.dynamicNavbar },
    dynamicFooter: { data: config.dynamicFooter },
    navs: config.navs,
    footers: config.footers,
    cart,
    activetheme: config.activetheme,
    urlOrigin: site.origin.origin,
  };
}

async function loadUser(db: Db, userId: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    superadmin: row.isSuperadmin,
    hasAdminAccess: row.hasAdminAccess,
    isSalesAgent: row.isAgent,
    permissions: row.permissions,
  };
}
