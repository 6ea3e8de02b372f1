import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WebsiteConfig } from '../../contract/website-config';
import type { PageComponent, PageData } from '../../contract/page-data';

/** A required reference to a parent row; deleting the parent deletes this row. */
const ownedBy = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A storefront; every other row that belongs to a website is scoped by `website_id`. */
export const websites = pgTable('websites', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  logo: text('logo'),
  favicon: text('favicon'),
  fontFamily: text('font_family').notNull().default('Inter'),
  description: text('description').notNull().default(''),
  footerName: text('footer_name'),
  footerDescription: text('footer_description'),
  config: jsonb('config').$type<WebsiteConfig>().notNull(),
  /** The version of the website's settings (page_versions under '@settings') published last; null: none since the seed. */
  settingsVersionId: integer('settings_version_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names (without port) bound to a website; unbound hosts get the default website. */
export const websiteHosts = pgTable('website_hosts', {
  host: text('host').primaryKey(),
  websiteId: ownedBy('website_id', () => websites.id),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_website_slug').on(t.websiteId, t.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
  },
  (t) => [uniqueIndex('brands_website_slug').on(t.websiteId, t.slug)],
);

/** PostgreSQL full-text document; written by database triggers, read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    info: text('info'),
    medias: jsonb('medias')
      .$type<{ src: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The columns below are kept by triggers (migration 0001) so that every writer, not only the seed, keeps them right.
    /** Weighted document: name (A), brand (B), description without markup (C). */
    searchVector: tsvector('search_vector'),
    /** Lowest pack price, for price sorts. */
    minPricePaise: integer('min_price_paise'),
    /** Biggest percentage off among the packs, for the discount sort. */
    bestDiscount: integer('best_discount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('products_website_slug').on(t.websiteId, t.slug),
    index('products_website_category').on(t.websiteId, t.categoryId),
    index('products_website_brand').on(t.websiteId, t.brandId),
    index('products_search_vector').using('gin', t.searchVector),
    // One index per list sort, so an unfiltered page reads 24 index entries instead of sorting the catalogue.
    index('products_sort_newest').on(t.websiteId, t.createdAt, t.id),
    index('products_sort_price_asc').on(t.websiteId, t.minPricePaise.asc().nullsLast(), t.id),
    index('products_sort_price_desc').on(t.websiteId, t.minPricePaise.desc().nullsLast(), t.id.desc()),
    index('products_sort_name').on(t.websiteId, sql`lower(${t.name})`, t.id),
    index('products_sort_discount').on(t.websiteId, t.bestDiscount, t.id),
  ],
);

/** Every word of every product's search document: typos are matched against these, then searched as words. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trigram').using('gin', t.word.op('gin_trgm_ops'))],
);

/** A purchasable size of a product. Money is kept in paise so arithmetic stays exact. */
export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    productId: ownedBy('product_id', () => products.id),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    actPricePaise: integer('act_price_paise').notNull(),
    discountType: text('discount_type'),
    warehouseId: integer('warehouse_id').notNull().default(1),
    /** Shipping weight of one pack. */
    weightGrams: integer('weight_grams').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** The most of this pack one order may hold (a deal's limit); null: MAX_QUANTITY. */
    maxPerOrder: integer('max_per_order'),
  },
  (t) => [index('packs_product').on(t.productId), check('packs_max_per_order_positive', sql`${t.maxPerOrder} > 0`)],
);

/** A pincode a website delivers to; which warehouse serves it, at what charge, is in `warehouse_pincodes`. */
export const pincodes = pgTable(
  'pincodes',
  {
    websiteId: ownedBy('website_id', () => websites.id),
    pincode: text('pincode').notNull(),
    city: text('city').notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.pincode] })],
);

/** Where packs ship from: the store's own warehouse (delivery slots) or a courier partner (external shipping). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    externalShipping: boolean('external_shipping').notNull().default(false),
    /** Days from order to the first delivery day. */
    leadDays: integer('lead_days').notNull().default(0),
    /** Delivery time windows, "07:00-10:00" (India time); none for external shipping. */
    slots: jsonb('slots')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('warehouses_code').on(t.websiteId, t.code)],
);

/** A delivery charge, waived when the goods it covers reach an amount; charged once per order however many deliveries share it. */
export const deliveryCharges = pgTable(
  'delivery_charges',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    chargePaise: integer('charge_paise').notNull(),
    freeAbovePaise: integer('free_above_paise').notNull(),
  },
  (t) => [uniqueIndex('delivery_charges_code').on(t.websiteId, t.code)],
);

/** Which warehouse delivers to which pincode, under which charge. */
export const warehousePincodes = pgTable(
  'warehouse_pincodes',
  {
    warehouseId: ownedBy('warehouse_id', () => warehouses.id),
    pincode: text('pincode').notNull(),
    deliveryChargeId: ownedBy('delivery_charge_id', () => deliveryCharges.id),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.pincode] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    isAgent: boolean('is_agent').notNull().default(false),
    hasAdminAccess: boolean('has_admin_access').notNull().default(false),
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The sales agent who looks after this customer (their orders count on the agent's dashboard). */
    agentId: integer('agent_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('users_website_phone').on(t.websiteId, t.phone), index('users_agent').on(t.agentId)],
);

/**
 * The platform's administrators (superadmin): a role over every website (making websites, switching
 * into any), recorded by phone apart from any one website's staff, so no website's data can grant it.
 * The first is made by `npm run create-superadmin`; the demo seed adds the demo's.
 */
export const platformAdmins = pgTable('platform_admins', {
  phone: text('phone').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's named wish list ("Monthly staples"). */
export const wishlistCategories = pgTable(
  'wishlist_categories',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlist_categories_name').on(t.websiteId, t.userId, sql`lower(${t.name})`)],
);

/** A product on a wish list. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    categoryId: ownedBy('category_id', () => wishlistCategories.id),
    productId: ownedBy('product_id', () => products.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index('wishlist_items_product').on(t.productId)],
);

/** A visitor's server-side session; the id travels in a signed httpOnly cookie. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  websiteId: ownedBy('website_id', () => websites.id),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  pincode: text('pincode'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A shopper's cart: a guest's by session, a signed-in shopper's by user. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_session').on(t.sessionId), uniqueIndex('carts_website_user').on(t.websiteId, t.userId)],
);

/** One pack in a cart; the price is never stored here, it is read from the pack on every view. */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: ownedBy('cart_id', () => carts.id),
    packId: ownedBy('pack_id', () => packs.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.packId] })],
);

/** A coupon: `percent` off the items, or `flat` paise off, from a minimum items amount, until it expires. */
export const coupons = pgTable(
  'coupons',
  {
    websiteId: ownedBy('website_id', () => websites.id),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Orders that may use it in all (cancelled and expired ones do not count); null for no limit. */
    maxUses: integer('max_uses'),
    /** Orders one shopper may use it on; null for no limit. */
    maxUsesPerShopper: integer('max_uses_per_shopper'),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.code] })],
);

/** A delivery address of a shopper. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('addresses_user').on(t.websiteId, t.userId)],
);

/** An order; its address, prices and items are copies made when it was placed. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    userId: ownedBy('user_id', () => users.id),
    orderNumber: text('order_number').notNull().unique(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    couponCode: text('coupon_code'),
    note: text('note').notNull().default(''),
    /** on_delivery (cash), pending (online, not paid yet), paid, refund_due (paid, then cancelled). */
    paymentStatus: text('payment_status').notNull().default('on_delivery'),
    /** The deliveries promised at checkout: warehouse, external shipping, date and time window. */
    delivery: jsonb('delivery')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The client network (IPv4 address or IPv6 /64) the order was placed from: unpaid orders are capped per network. */
    clientNetwork: text('client_network'),
    /**
     * When the last of its deliveries is due (the end of its window, India time): until then a cash on
     * delivery order holds its stock unpaid, and counts toward the caps of open orders.
     */
    deliveryDue: timestamp('delivery_due', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user').on(t.websiteId, t.userId, t.createdAt),
    index('orders_open_network')
      .on(t.websiteId, t.clientNetwork)
      .where(sql`${t.status} in ('pending_payment', 'placed') and ${t.paymentStatus} in ('pending', 'on_delivery')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: ownedBy('order_id', () => orders.id),
    packId: integer('pack_id').notNull(),
    productName: text('product_name').notNull(),
    packName: text('pack_name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    actPricePaise: integer('act_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.packId] })],
);

/** An order's payment at one gateway: the gateway's order id, and the payment that settled it. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    provider: text('provider').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    /** Cashfree's payment_session_id; Razorpay has none. */
    sessionId: text('session_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('created'),
    gatewayPaymentId: text('gateway_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_gateway_order').on(t.provider, t.gatewayOrderId),
    uniqueIndex('payments_order_provider').on(t.orderId, t.provider),
  ],
);

/** The first answer to an order request per Idempotency-Key, replayed for repeats (kept 24 h). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    websiteId: ownedBy('website_id', () => websites.id),
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.userId, t.key] })],
);

/** A one-time sign-in code sent to a phone; only its keyed hash is kept. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    phone: text('phone').notNull(),
    client: text('client').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_requests_phone').on(t.websiteId, t.phone, t.createdAt), index('otp_requests_client').on(t.client, t.createdAt)],
);

/** Page data saved by the page builder for one path of one website. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    path: text('path').notNull(),
    title: text('title').notNull().default(''),
    data: jsonb('data').$type<PageData>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version these published data came from (page_versions); null for pages saved before versions. */
    publishedVersionId: integer('published_version_id'),
  },
  (t) => [uniqueIndex('pages_website_path').on(t.websiteId, t.path)],
);

/**
 * Every saved state of a page in the editor, never changed once written: a save adds a draft version
 * based on the one the editor started from; publishing marks a version published (who, when) and
 * copies its data into `pages`, which is all shoppers see.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    path: text('path').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    /** The version the editor started from (null for a page's first). */
    basedOn: integer('based_on'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** What shoppers were served before the editor's first version (a seeded page, the seeded settings), kept so it can be restored. */
    beforeEditor: boolean('before_editor').notNull().default(false),
  },
  (t) => [index('page_versions_website_path').on(t.websiteId, t.path, t.id)],
);

/** An image uploaded from the page editor; its files (each size, WebP and the original format) are in the media store. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    /** The file name pages use (`/s/media/{size}/{name}`): a slug of the uploaded name and a hash of the image. */
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_files_name').on(t.websiteId, t.name)],
);

/** A page's components the owner saved under a title, to start new pages from (issue 37, "Start from a template"). */
export const pageTemplates = pgTable(
  'page_templates',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    components: jsonb('components').$type<PageComponent[]>().notNull(),
    /** The page data version the components are in: read back, they are migrated from it as a page's are. */
    version: integer('version').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One title once, whatever its case: the owner picks templates by title.
  (t) => [uniqueIndex('page_templates_title').on(t.websiteId, sql`lower(${t.title})`)],
);

/**
 * A link to a page's newest version that anyone holding it may open until it expires or is withdrawn
 * (issue 37, "Shareable previews"): the link carries the row's id and a signature over it, its path and
 * its expiry, so only this server makes one; withdrawing deletes the row.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    path: text('path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preview_links_website_path').on(t.websiteId, t.path)],
);

/**
 * A change to what shoppers are served, waiting for its time: publish a version of a page or of the
 * settings (`path` is the document's key, as in `page_versions`), or take a page offline. The server's
 * housekeeping applies it once `run_at` has passed and records what came of it.
 */
export const publishSchedules = pgTable(
  'publish_schedules',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    path: text('path').notNull(),
    action: text('action').$type<'publish' | 'unpublish'>().notNull(),
    /** The version to publish (null: take the page offline); its schedule goes with it. */
    versionId: integer('version_id').references(() => pageVersions.id, { onDelete: 'cascade' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When housekeeping applied it (null: still waiting), whether it could, and the owner's words for what happened. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    ok: boolean('ok'),
    outcome: text('outcome'),
  },
  (t) => [
    index('publish_schedules_website_path').on(t.websiteId, t.path),
    index('publish_schedules_due')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** A page's old path after the editor renamed it: the store sends visitors on to the new one (301). */
export const pageRedirects = pgTable(
  'page_redirects',
  {
    id: serial('id').primaryKey(),
    websiteId: ownedBy('website_id', () => websites.id),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_redirects_from').on(t.websiteId, t.fromPath)],
);

/**
 * Short-lived facts every server process must see alike, by kind: a switch link's nonce once used
 * (`switch-nonce`), a payment made on the offline stand-in gateway (`stand-in-paid`). Purged once expired.
 */
export const sharedMarks = pgTable(
  'shared_marks',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('shared_marks_expires').on(t.expiresAt)],
);

/** Installation-wide values shared by every server process (e.g. the signing secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
