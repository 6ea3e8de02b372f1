import { asc, eq } from 'drizzle-orm';
import type { Init } from '../../contract/init';
import type { User } from '../../contract/entities';
import type { AppContext, Site } from '../context';
import type { Db } from '../db/client';
import { brands, categories, pages, platformAdmins, users } from '../db/schema';
import { buildCategoryTree } from './category-tree';
import { contentMemo, type SettledContent } from './content-memo';
import { visitorCart } from './cart/visitor-cart';
import { paymentMethods } from './payments/gateways';

type Catalogue = Pick<Init, 'categories' | 'brands' | 'webPages'>;

const catalogues = contentMemo<Catalogue>(60_000, 100);

/** A website's category tree, brands and pages, as every visitor's init has them. */
async function loadCatalogue(db: Db, websiteId: number): Promise<Catalogue> {
  const [categoryRows, brandRows, pageRows] = await Promise.all([
    db.select().from(categories).where(eq(categories.websiteId, websiteId)),
    db
      .select({ name: brands.name, slug: brands.slug, image: brands.image })
      .from(brands)
      .where(eq(brands.websiteId, websiteId))
      .orderBy(asc(brands.name)),
    db.select({ path: pages.path, title: pages.title }).from(pages).where(eq(pages.websiteId, websiteId)).orderBy(asc(pages.path)),
  ]);
  return { categories: buildCategoryTree(categoryRows), brands: brandRows, webPages: pageRows };
}

/** Everything the storefront needs to boot, for one website and one visitor; its catalogue from memory when content has `settled`. */
export async function buildInit(ctx: AppContext, site: Site, settled: SettledContent | null = null): Promise<Init> {
  const { db } = ctx;
  const { website, session } = site;
  const methods = paymentMethods(ctx.gateways);
  const [catalogue, user, cart] = await Promise.all([
    catalogues(settled, db, String(website.id), () => loadCatalogue(db, website.id)),
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
    categories: catalogue.categories,
    brands: catalogue.brands,
    webSeo: config.webSeo,
    webAddress: config.webAddress,
    popup: config.popup,
    paymentMethods: methods,
    webPages: catalogue.webPages,
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
  const [found] = await db
    .select({ row: users, admin: platformAdmins.phone })
    .from(users)
    .leftJoin(platformAdmins, eq(platformAdmins.phone, users.phone))
    .where(eq(users.id, userId));
  if (!found) return null;
  const { row } = found;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    superadmin: found.admin !== null,
    hasAdminAccess: row.hasAdminAccess,
    isSalesAgent: row.isAgent,
    permissions: row.permissions,
  };
}
