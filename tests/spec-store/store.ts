/**
 * A spec-only store (issue 34, item 7): a small server written from the specification's sections 3
 * and 7 alone, holding its data in memory, for the storefront's journeys in front of a store that is
 * not ours. It imports nothing from contract/, server/ or src/. For the calls the specification leaves
 * "not shown" (sign-in, addresses, profile, orders, payments) it answers as docs/api.md documents them.
 * It knows nothing of our extensions: no page data for built-in routes, payment methods only on the
 * cart, wishlist flags only on products, no `in_list` or `product_ids`.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import {
  BRANDS,
  CATEGORIES,
  CATEGORY_COVERS,
  cdnPicture,
  COLOURS,
  COUPONS,
  HEADER_HTML,
  ICON_SVG,
  MALFORMED_PRODUCT,
  PAYMENT_METHODS,
  PINCODES,
  PRODUCTS,
  type Product,
  ABOUT_PAGE,
  homePage,
} from './catalogue';

interface Address {
  id: number;
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  is_default: boolean;
}
interface Order {
  id: number;
  ordernumber: string;
  status: string;
  payment: string;
  total: number;
  created_at: string;
  items: { pack_id: number; product_name: string; pack_name: string; quantity: number; price: number; act_price: number }[];
  address: Address;
  note: string | null;
  coupon: string | null;
  amount: number;
  discount: number;
  delivery_charge: number;
}
interface Shopper {
  phone: string;
  name: string;
  email: string | null;
  addresses: Address[];
  orders: Order[];
  lists: { id: number; name: string; products: Set<string> }[];
}
interface Session {
  xsrf: string;
  phone: string | null;
  pincode: string | null;
  cart: Map<string, number>;
  offercode: string | null;
  codeFor: string | null;
}

const DELIVERY_CHARGE = 40;
const FREE_ABOVE = 500;
const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};
const message = (res: ServerResponse, status: number, text: string) => json(res, status, { message: text });

/** Starts the store on `port` (0: any free port); `staticDir` makes it also serve a built storefront with an SPA fallback. */
export async function startSpecStore(options: { port?: number; staticDir?: string } = {}) {
  const sessions = new Map<string, Session>();
  const shoppers = new Map<string, Shopper>();
  let nextId = 1000;

  const productOut = (p: Product, shopper: Shopper | null) => {
    const { category: _category, ...rest } = p;
    const listed = shopper?.lists.some((l) => l.products.has(String(p.product_id)));
    // Wishlist flags only on products (spec section 3): null for a guest, as a store may send it.
    return { ...rest, wishlist: shopper ? Boolean(listed) : p.wishlist };
  };
  const findPack = (packId: string) => {
    for (const product of PRODUCTS) {
      const pack = product.packs.find((p) => String(p.pack_id) === packId);
      if (pack) return { product, pack };
    }
    return null;
  };
  const cartOf = (session: Session) => {
    const items = [...session.cart.entries()].flatMap(([packId, quantity]) => {
      const found = findPack(packId);
      if (!found) return [];
      const { product, pack } = found;
      return [
        {
          // A numeric string, as a store may send it.
          pack_id: String(pack.pack_id),
          image: product.medias[0]?.src ?? '',
          name: product.product_name,
          pack: pack.pack_name,
          quantity,
          price: pack.price,
          act_price: pack.act_price,
          amount: pack.price * quantity,
          valid: true,
          message: null,
          warehouse_id: pack.warehouse_id,
          delivery_charge_id: 1,
          del_date: '2026-12-01',
          del_start_time: '07:00',
          del_end_time: '10:00',
        },
      ];
    });
    const amount = items.reduce((sum, i) => sum + i.act_price * i.quantity, 0);
    const goods = items.reduce((sum, i) => sum + i.amount, 0);
    const coupon = session.offercode ? Math.min(COUPONS[session.offercode] ?? 0, goods) : 0;
    const finalDelivery = items.length === 0 || goods >= FREE_ABOVE ? 0 : DELIVERY_CHARGE;
    return {
      quantity: items.reduce((sum, i) => sum + i.quantity, 0),
      total: goods - coupon + finalDelivery,
      amount,
      offercode: session.offercode,
      serviceable: session.pincode !== null && session.pincode in PINCODES,
      notes: null,
      message: null,
      discount: amount - goods + coupon,
      delivery_charge: items.length ? DELIVERY_CHARGE : 0,
      finalDelivery,
      deliveryMessage: items.length ? (finalDelivery ? `Add ₹${FREE_ABOVE - goods} more for free delivery.` : 'Free delivery.') : null,
      paymentMethods: PAYMENT_METHODS,
      items,
      grouped_items: [],
      del_date: items.length ? '2026-12-01' : null,
      del_start_time: items.length ? '07:00' : null,
      del_end_time: items.length ? '10:00' : null,
      // Unique by delivery_charge_id, and nothing more (spec section 3).
      deliveryInfo: items.length ? [{ delivery_charge_id: 1 }] : [],
      cart_shipping_info: [],
      weights: 0,
      external_shipping: false,
    };
  };
  const initOf = (session: Session, origin: string) => {
    const shopper = session.phone ? (shoppers.get(session.phone) ?? null) : null;
    return {
      user: shopper ? { name: shopper.name, email: shopper.email, phone: shopper.phone } : null,
      web: {
        id: 'corner-store',
        name: 'Corner Store',
        logo: 'corner-logo.svg',
        description: 'Groceries from the corner, delivered.',
        theme: 'dark',
        favicon: null,
        show_supplier_page: 0,
        show_cart: 1,
        font_family: 'Inter',
        nav_alignment: 'left',
      },
      pincode: session.pincode,
      navSetting: {
        nav_alignment: 'left',
        logo_settings: { image_size: 'small', image_height: 40, image_width: 40 },
        search_setting: 40,
        navbar_height: 56,
        sub_navbar_height: 40,
        navbar_template: 1,
        header_template: 1,
        footer_name: 'Corner Store',
        show_logo: 1,
        show_pincode: 1,
        show_cart_icon: 1,
        show_search_bar: 1,
        show_account: 1,
        show_login: 1,
        show_register: 0,
      },
      webPageCss:
        '.corner-header{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:.5rem 1rem;background:var(--surface)}.corner-brand{font-weight:700;color:var(--text)}',
      categories: CATEGORIES,
      brands: BRANDS,
      webSeo: { og_title: 'Corner Store', og_description: 'Groceries, delivered.', meta_keywords: 'groceries', og_image: null },
      webAddress: null,
      popup: null,
      webPages: [{ path: '/about', title: 'About us' }],
      dynamicNavbar: { data: HEADER_HTML },
      dynamicFooter: { data: null },
      navs: [
        { group: 0, name: 'Home', icon: 'home', show_icon: 1, link: '/', value: null, image: null, open: false, children: [] },
        {
          group: 0,
          name: 'Categories',
          icon: null,
          show_icon: 0,
          link: '/categories',
          value: null,
          image: null,
          open: false,
          children: [],
        },
        { group: 0, name: 'About', icon: 'info', show_icon: 1, link: '/about', value: null, image: null, open: false, children: [] },
      ],
      footers: [{ name: 'Help', children: [{ link: '/about', icon: 'info', show_icon: 1 }] }],
      cart: cartOf(session),
      activetheme: { data: { colors: COLOURS } },
      urlOrigin: origin,
    };
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, session: Session, body: Record<string, unknown>) {
    const path = url.pathname.slice('/s/api'.length);
    const shopper = session.phone ? (shoppers.get(session.phone) ?? null) : null;
    const signedIn = (): Shopper | null => {
      if (!shopper) message(res, 401, 'Please sign in.');
      return shopper;
    };
    const route = `${req.method} ${path}`;
    if (route === 'GET /cookie') return json(res, 200, { ok: true });
    if (route === 'GET /init') return json(res, 200, initOf(session, url.origin));
    if (route === 'GET /auth/logout') {
      session.phone = null;
      return json(res, 200, { ok: true });
    }
    let m = /^GET \/check\/pincode\/(.*)$/.exec(route);
    if (m) {
      const pincode = decodeURIComponent(m[1] as string);
      if (!/^[1-9]\d{5}$/.test(pincode)) return message(res, 400, 'Please enter a valid pincode');
      if (!(pincode in PINCODES)) return message(res, 404, `Sorry, we do not deliver to ${pincode} yet.`);
      session.pincode = pincode;
      return json(res, 200, { pincode, city: PINCODES[pincode]?.city, message: 'We deliver here.' });
    }
    m = /^GET \/pincode\/(\d{6})\/place$/.exec(route);
    if (m) {
      const place = PINCODES[m[1] as string];
      return place ? json(res, 200, { pincode: m[1], ...place }) : message(res, 404, `Pincode ${m[1]} does not exist. Please check it.`);
    }
    if (route === 'GET /products') {
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const c = (url.searchParams.get('c') ?? '').split(',').filter(Boolean);
      const b = (url.searchParams.get('b') ?? '').split(',').filter(Boolean);
      const covered = new Set(c.flatMap((slug) => CATEGORY_COVERS[slug] ?? []));
      const found = PRODUCTS.filter(
        (p) =>
          (!q || p.product_name.toLowerCase().includes(q)) &&
          (c.length === 0 || covered.has(p.category)) &&
          (b.length === 0 || b.includes(p.brand_slug ?? '')),
      );
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      const perPage = Math.min(96, Math.max(1, Number(url.searchParams.get('perPage')) || 24));
      const data: unknown[] = found.slice((page - 1) * perPage, page * perPage).map((p) => productOut(p, shopper));
      // The store's one bad row shows up in unfiltered listings.
      if (!q && c.length === 0 && b.length === 0 && page === 1) data.splice(1, 0, MALFORMED_PRODUCT);
      return json(res, 200, { data, meta: { total: found.length } });
    }
    m = /^GET \/products\/([^/]+)$/.exec(route);
    if (m) {
      const product = PRODUCTS.find((p) => p.slug === decodeURIComponent(m?.[1] as string));
      return product ? json(res, 200, productOut(product, shopper)) : message(res, 404, 'Product not found');
    }
    if (path.startsWith('/page/data')) {
      // No page data for built-in routes: the store's home and its one content page, from its own page builder.
      const at = path.slice('/page/data'.length) || '/';
      if (at === '/')
        return json(
          res,
          200,
          homePage([productOut(PRODUCTS[0] as Product, shopper), MALFORMED_PRODUCT, productOut(PRODUCTS[1] as Product, shopper)]),
        );
      if (at === '/about') return json(res, 200, ABOUT_PAGE);
      return message(res, 404, 'Page not found');
    }
    if (route === 'GET /cart') return json(res, 200, cartOf(session));
    if (route === 'POST /cart/add') {
      const found = findPack(String(body.pack_id));
      if (!found) return message(res, 404, 'This pack is not sold here.');
      session.cart.set(String(body.pack_id), (session.cart.get(String(body.pack_id)) ?? 0) + 1);
      return json(res, 200, cartOf(session));
    }
    if (route === 'POST /cart/remove') {
      const key = String(body.pack_id);
      const left = (session.cart.get(key) ?? 0) - 1;
      if (body.remove === true || left <= 0) session.cart.delete(key);
      else session.cart.set(key, left);
      return json(res, 200, cartOf(session));
    }
    if (route === 'POST /apply/coupon') {
      const code = String(body.code ?? '')
        .trim()
        .toUpperCase();
      if (!(code in COUPONS)) return message(res, 400, `Coupon ${code} does not exist.`);
      session.offercode = code;
      return json(res, 200, cartOf(session));
    }
    if (route === 'GET /remove/coupon') {
      session.offercode = null;
      return json(res, 200, cartOf(session));
    }
    if (route === 'POST /auth/otp') {
      if (!/^[6-9]\d{9}$/.test(String(body.phone))) return message(res, 400, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9');
      session.codeFor = String(body.phone);
      return json(res, 200, { ok: true });
    }
    if (route === 'POST /auth/verify') {
      const phone = String(body.phone);
      if (session.codeFor !== phone || body.otp !== '123456') return message(res, 400, 'That code is not right.');
      const known = shoppers.get(phone);
      if (!known) shoppers.set(phone, { phone, name: '', email: null, addresses: [], orders: [], lists: [] });
      session.phone = phone;
      return json(res, 200, { ok: true, registered: Boolean(known?.name), is_agent: false });
    }
    if (route === 'POST /auth/register') {
      const me = signedIn();
      if (!me) return;
      me.name = String(body.name ?? '').trim() || 'Shopper';
      me.email = typeof body.email === 'string' && body.email ? body.email : null;
      return json(res, 200, { name: me.name, email: me.email, phone: me.phone });
    }
    if (route === 'GET /profile') {
      const me = signedIn();
      return me && json(res, 200, { name: me.name, email: me.email, phone: me.phone });
    }
    if (route === 'PUT /profile') {
      const me = signedIn();
      if (!me) return;
      me.name = String(body.name ?? me.name);
      return json(res, 200, { name: me.name, email: me.email, phone: me.phone });
    }
    if (route === 'GET /addresses') {
      const me = signedIn();
      return me && json(res, 200, me.addresses);
    }
    if (route === 'POST /addresses') {
      const me = signedIn();
      if (!me) return;
      const pincode = String(body.pincode ?? '');
      if (!/^[6-9]\d{9}$/.test(String(body.phone))) return message(res, 400, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9');
      if (!/^[1-9]\d{5}$/.test(pincode)) return message(res, 400, 'Enter a 6-digit pincode');
      const address: Address = {
        id: nextId++,
        name: String(body.name ?? ''),
        phone: String(body.phone),
        line1: String(body.line1 ?? ''),
        line2: typeof body.line2 === 'string' ? body.line2 : null,
        city: String(body.city ?? ''),
        state: String(body.state ?? ''),
        pincode,
        is_default: me.addresses.length === 0,
      };
      me.addresses.push(address);
      return json(res, 201, address);
    }
    if (route === 'GET /wishlist') {
      const me = signedIn();
      // WishlistCategories: id and name only (spec section 3).
      return me && json(res, 200, { WishlistCategories: me.lists.map(({ id, name }) => ({ id: String(id), name })) });
    }
    if (route === 'POST /wishlistCategory') {
      const me = signedIn();
      if (!me) return;
      const name = String(body.name ?? '').trim();
      if (!name) return message(res, 400, 'Please enter a name for the wishlist');
      const list = { id: nextId++, name, products: new Set<string>() };
      me.lists.push(list);
      return json(res, 201, { id: list.id, name });
    }
    if (route === 'POST /wishlist/update') {
      const me = signedIn();
      if (!me) return;
      const list = me.lists.find((l) => String(l.id) === String(body.wishlist_category_id));
      if (!list || !PRODUCTS.some((p) => String(p.product_id) === String(body.product_id))) return message(res, 404, 'Not found');
      const key = String(body.product_id);
      if (list.products.has(key)) list.products.delete(key);
      else list.products.add(key);
      // The answer is not shown by the specification: nothing of ours (no in_list, no wishlist).
      return json(res, 200, { message: 'Wishlist updated' });
    }
    if (route === 'POST /order/create') {
      const me = signedIn();
      if (!me) return;
      const address = me.addresses.find((a) => String(a.id) === String(body.address_id));
      if (!address) return message(res, 404, 'Address not found.');
      const cart = cartOf(session);
      if (cart.items.length === 0) return message(res, 400, 'Your cart is empty.');
      const payment = String(body.payment);
      if (!PAYMENT_METHODS.some((p) => String(p.id) === payment)) return message(res, 400, 'Choose a payment method.');
      const id = nextId++;
      const order: Order = {
        id,
        ordernumber: `CS${id}`,
        status: payment === 'cod' ? 'placed' : 'pending_payment',
        payment,
        total: cart.total,
        created_at: new Date().toISOString(),
        items: cart.items.map((i) => ({
          pack_id: Number(i.pack_id),
          product_name: i.name,
          pack_name: i.pack,
          quantity: i.quantity,
          price: i.price,
          act_price: i.act_price,
        })),
        address,
        note: typeof body.note === 'string' ? body.note : null,
        coupon: typeof body.offercode === 'string' && body.offercode ? body.offercode : session.offercode,
        amount: cart.amount,
        discount: cart.discount,
        delivery_charge: cart.finalDelivery,
      };
      me.orders.unshift(order);
      session.cart.clear();
      session.offercode = null;
      // An order number as a number and a payment id as a string, as a store may send them.
      return json(
        res,
        200,
        payment === 'cod'
          ? { ordernumber: order.ordernumber }
          : { ordernumber: order.ordernumber, payOptions: { provider: payment, id: String(id) } },
      );
    }
    const orderView = (o: Order) => ({
      order_id: o.id,
      ordernumber: o.ordernumber,
      status: o.status,
      cancellable: o.status === 'placed' || o.status === 'pending_payment',
      payment_method: o.payment,
      payment_status: o.payment === 'cod' ? 'on_delivery' : 'pending',
      created_at: o.created_at,
      total: o.total,
    });
    if (route === 'GET /orders' || route.startsWith('GET /orders?')) {
      const me = signedIn();
      return (
        me &&
        json(res, 200, {
          data: me.orders.map((o) => ({ ...orderView(o), items: o.items.length })),
          meta: { total: me.orders.length, page: 1, perPage: 10 },
        })
      );
    }
    m = /^GET \/orders\/([\w-]+)$/.exec(route);
    if (m) {
      const me = signedIn();
      if (!me) return;
      const order = me.orders.find((o) => String(o.id) === m?.[1] || o.ordernumber === m?.[1]);
      if (!order) return message(res, 404, 'Order not found');
      const { id: _id, ...address } = order.address;
      return json(res, 200, {
        ...orderView(order),
        address: Object.fromEntries(Object.entries(address).map(([k, v]) => [k, String(v ?? '')])),
        delivery: [],
        note: order.note ?? '',
        coupon: order.coupon,
        amount: order.amount,
        discount: order.discount,
        delivery_charge: order.delivery_charge,
        items: order.items,
      });
    }
    m = /^POST \/order\/cancel\/(\d+)$/.exec(route);
    if (m) {
      const order = shopper?.orders.find((o) => String(o.id) === m?.[1]);
      if (!order) return message(res, 404, 'Order not found');
      order.status = 'cancelled';
      return json(res, 200, { ok: true, status: 'cancelled' });
    }
    m = /^POST \/payment\/start\/(\w+)\/(\d+)$/.exec(route);
    if (m) {
      const order = shopper?.orders.find((o) => String(o.id) === m?.[2]);
      if (!order) return message(res, 404, 'Order not found');
      // This store takes no online payment through us: the order to pay, and no gateway options.
      return message(res, 409, 'Online payment is not available for this order. Please pay on delivery.');
    }
    return message(res, 404, 'Not found');
  }

  async function serveStatic(res: ServerResponse, pathname: string): Promise<boolean> {
    if (!options.staticDir) return false;
    const root = options.staticDir;
    const file = normalize(join(root, decodeURIComponent(pathname)));
    const isFile =
      file.startsWith(root) &&
      extname(file) !== '' &&
      (await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ));
    const served = isFile ? file : join(root, 'index.html');
    if (!isFile && extname(pathname)) return false;
    const types: Record<string, string> = {
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.html': 'text/html; charset=utf-8',
      '.svg': 'image/svg+xml',
      '.png': 'image/png',
      '.woff2': 'font/woff2',
      '.json': 'application/json',
      '.ico': 'image/x-icon',
      '.webmanifest': 'application/manifest+json',
    };
    res.writeHead(200, { 'content-type': types[extname(served)] ?? 'application/octet-stream' });
    res.end(await readFile(served));
    return true;
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const cookies = Object.fromEntries(
        (req.headers.cookie ?? '')
          .split(/;\s*/)
          .filter(Boolean)
          .map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
      );
      // The store's own picture CDN and icon service (bare image names, icon names).
      // At /cdn/ and /icons/ (a static build pointed there), and under /s/ too, where a storefront in
      // front of the store forwards the default paths (/s/media, /s/icons) to it.
      // Names as the store keeps them: spaces and parentheses too, percent-encoded in the address.
      let m = /^(?:\/cdn|\/s\/media)\/(small|medium|large)\/([^/]+)\.svg$/.exec(url.pathname);
      if (m) {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
        return res.end(cdnPicture(decodeURIComponent(m[2] as string)));
      }
      m = /^(?:\/icons|\/s\/icons)\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/.exec(url.pathname);
      if (m) {
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=604800' });
        return res.end(ICON_SVG);
      }
      if (url.pathname.startsWith('/s/')) {
        let id = cookies.store_session;
        let session = id ? sessions.get(id) : undefined;
        const setCookies: string[] = [];
        if (!id || !session) {
          id = randomBytes(16).toString('hex');
          session = { xsrf: randomBytes(16).toString('hex'), phone: null, pincode: null, cart: new Map(), offercode: null, codeFor: null };
          sessions.set(id, session);
          setCookies.push(`store_session=${id}; Path=/; HttpOnly; SameSite=Lax`);
        }
        if (cookies['XSRF-TOKEN'] !== session.xsrf) setCookies.push(`XSRF-TOKEN=${session.xsrf}; Path=/; SameSite=Lax`);
        if (setCookies.length) res.setHeader('set-cookie', setCookies);
        if (req.method !== 'GET' && req.headers['x-xsrf-token'] !== session.xsrf)
          return message(res, 403, 'Your session has expired. Please reload the page.');
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        let body: Record<string, unknown> = {};
        if (chunks.length) {
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {
            return message(res, 400, 'The request body is not JSON.');
          }
        }
        return await handleApi(req, res, url, session, body ?? {});
      }
      if (await serveStatic(res, url.pathname)) return;
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    } catch (error) {
      if (!res.headersSent) message(res, 500, "There's been an error, please try again.");
      console.error(error);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://localhost:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
