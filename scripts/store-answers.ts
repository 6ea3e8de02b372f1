/**
 * `npm run codegen`, last step: what the reference server answers, recorded for QA's page stories. A fresh
 * in-memory database gets the demo seed; each story's visitor (a guest, a signed-in shopper with a cart,
 * a sales agent, a superadmin) asks for init, the page data of its path and what the page's screens read
 * first, through the server's own routes. Writes src/generated/served/*.json (the visits) and the page
 * stories: every page of every demo website, every built-in route's page, and every file in qa/replays/.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { matchRoute, routes } from '../contract/routes';
import { migratePage } from '../contract/migrations/migrate-page';
import type { PageData } from '../contract/page-data';
import { answerKey, type RecordedAnswer, type RecordedVisit } from '../src/api/recorded-api';
import { INIT_REQUEST, pageDataRequest } from '../src/api/store-api';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { firstRequests, screenOf } from '../server/html/first-requests';
import { seedDatabase } from '../server/seed/seed-database';
import { loadWebsiteFixtures } from '../server/seed/fixtures';
import { resolveComponents } from '../server/services/resolve-components';
import { type Visitor, visit } from './stories/visitor';
import { recordFiles } from './stories/recorded-files';
import { readReplay, REPLAYS_DIR, type Replay } from './stories/replays';
import { exportName, type Story, storiesFile, unusedName } from './stories/stories-file';

const outDir = 'src/generated';
const PORT = 8080;

/** What each screen reads besides its first requests (server/html/first-requests.ts), so its story shows the visitor's data. */
const screenReads: Record<string, (params: Record<string, string>) => string[]> = {
  cart: () => ['/api/cart'],
  checkout: () => ['/api/cart', '/api/addresses'],
  account: () => ['/api/orders', '/api/addresses', '/api/wishlist', '/api/profile'],
  orders: () => ['/api/orders?page=1'],
  order: ({ id = '' }) => [`/api/orders/${encodeURIComponent(id)}`],
  'order-success': ({ ordernumber = '' }) => [`/api/orders/${encodeURIComponent(ordernumber)}`],
  addresses: () => ['/api/addresses'],
  details: () => ['/api/profile'],
  wishlist: () => ['/api/wishlist', '/api/wishlist/products'],
  dashboard: () => ['/api/dashboard'],
  'website-choose': () => ['/api/webui/websites'],
};

/** The GETs a visitor makes to see `path`: init, its page data, what its screens read. */
async function record(visitor: Visitor, paths: readonly string[], answers: Record<string, RecordedAnswer> = {}) {
  const ask = async (request: string) => {
    answers[answerKey(request)] ??= await visitor.get(request);
    return answers[answerKey(request)] as RecordedAnswer;
  };
  await ask(INIT_REQUEST);
  for (const path of paths) {
    const [pathname = path, search = ''] = path.split('?');
    const page = await ask(pageDataRequest(pathname));
    if (page.status !== 200) continue;
    const components = (page.body as PageData).data;
    const { params } = matchRoute(pathname);
    const reads = components.flatMap((component) => screenReads[String(screenOf(component))]?.(params) ?? []);
    for (const request of [...firstRequests(components, params, search ? `?${search}` : ''), ...reads]) await ask(request);
  }
  return answers;
}

const database = await openDatabase({ dataDir: 'memory://' });
const mediaDir = mkdtempSync(join(tmpdir(), 'store-answers-media-'));
let app: FastifyInstance | null = null;
try {
  await seedDatabase(database.db);
  app = await buildApp({
    db: database.db,
    secret: randomBytes(32).toString('hex'),
    distDir: null,
    mediaDir,
    staffAreas: { admin: null, pos: null },
    logStream: { write: (line) => process.stderr.write(line) },
  });
  const served = join(outDir, 'served');
  rmSync(served, { recursive: true, force: true });
  mkdirSync(served, { recursive: true });
  const visits: Record<string, RecordedVisit> = {};
  const keep = (file: string, visitor: string, answers: Record<string, RecordedAnswer>) => {
    visits[file] = { visitor, answers };
    writeFileSync(join(served, `${file}.json`), JSON.stringify(visits[file]));
  };
  const websites = loadWebsiteFixtures();
  const originOf = (host: string) => `http://${host}:${PORT}`;
  const storyFiles: Record<string, { title: string; stories: Story[] }> = {};

  // Every page of every demo website, as a guest sees it.
  for (const website of websites) {
    const visitor = await visit(app, originOf(website.hosts[0] as string));
    const paths = website.pages.map((page) => page.path);
    keep(`${website.slug}-guest`, `a guest of ${website.name}`, await record(visitor, paths));
    storyFiles[`pages-${website.slug}`] = {
      title: `Pages/Websites/${website.name}`,
      stories: website.pages.map((page) => ({
        name: exportName(page.path),
        visit: `${website.slug}-guest`,
        path: page.path,
        doc: `fixtures/websites/${website.slug}/pages: ${page.path}, as a guest sees it`,
        origin: visitor.origin,
      })),
    };
  }

  // Every built-in route of the default website, seen by a visitor it lets in.
  const home = websites.find((website) => website.isDefault) ?? (websites[0] as (typeof websites)[number]);
  const origin = originOf(home.hosts[0] as string);
  const guest = await visit(app, origin);
  const shopper = await visit(app, origin, '9876543210');
  // A cart with something in it: the cart and checkout screens show lines, the header its count.
  const listed = (await guest.get('/api/products')).body as { data: { packs: { pack_id: number; warehouse_id: number }[] }[] };
  for (const product of listed.data.slice(0, 2)) {
    const pack = product.packs[0];
    if (pack) await shopper.post('/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
  }
  const address = {
    name: 'Asha Shopper',
    phone: '9876543210',
    line1: '12, 4th Cross, Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
    is_default: true,
  };
  const saved = await shopper.post('/api/addresses', address);
  if (saved.status !== 201) throw new Error(`Saving the shopper's address: ${saved.status} ${JSON.stringify(saved.body)}`);
  const orders = (await shopper.get('/api/orders')).body as { data: { order_id: number; ordernumber: string }[] };
  const order = orders.data[0]?.ordernumber ?? 'none';
  // The payment routes name an order by its id, the others by its number.
  const orderId = String(orders.data[0]?.order_id ?? 0);
  const product = (listed.data[0] as unknown as { slug: string }).slug;
  const visitors = {
    guest: { visitor: guest, words: `a guest of ${home.name}` },
    shopper: { visitor: shopper, words: `Asha, a shopper of ${home.name} with a cart and an address` },
    agent: { visitor: await visit(app, origin, '9123456780'), words: `Ravi, a sales agent of ${home.name}` },
    staff: { visitor: await visit(app, origin, '9000000001'), words: `Meera, a superadmin of ${home.name}` },
  };
  const routeStories = routes.map((route) => {
    const example: Record<string, string> = {
      slug: product,
      id: route.id.startsWith('checkout-') ? orderId : order,
      ordernumber: order,
      provider: 'razorpay',
    };
    const path = route.path.replace(/:([a-z]+)/g, (_, name: string) => encodeURIComponent(example[name] ?? name));
    const who: keyof typeof visitors =
      route.access === 'agent'
        ? 'agent'
        : route.id.startsWith('website-')
          ? 'staff'
          : route.access === 'login' || route.id === 'cart'
            ? 'shopper'
            : 'guest';
    return { route, path, who };
  });
  for (const who of Object.keys(visitors) as (keyof typeof visitors)[]) {
    const paths = routeStories.filter((story) => story.who === who).map((story) => story.path);
    keep(`routes-${who}`, visitors[who].words, await record(visitors[who].visitor, paths));
  }
  storyFiles['route-pages'] = {
    title: 'Pages/Routes',
    stories: routeStories.map(({ route, path, who }) => ({
      name: exportName(route.id),
      visit: `routes-${who}`,
      path,
      doc: `${route.path} (${route.id}): what the store serves at ${path} to ${visitors[who].words}`,
      origin,
    })),
  };

  // Every file QA dropped into qa/replays/ (and the legacy-format page fixtures), replayed as it is on the default website's demo data.
  const [homeRow] = await database.db.query.websites.findMany({ where: (w, { eq }) => eq(w.slug, home.slug), columns: { id: true } });
  for (const [dir, title, story] of [
    [REPLAYS_DIR, 'Pages/Replays', 'replays'],
    ['fixtures/pages/legacy', 'Pages/Legacy', 'legacy-pages'],
  ] as const) {
    const stories: Story[] = [];
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const name = unusedName(exportName(file.replace(/\.json$/, '')), stories);
      const visitFile = `${story}-${stories.length}`;
      const answers: Record<string, RecordedAnswer> = { [answerKey(INIT_REQUEST)]: await guest.get(INIT_REQUEST) };
      let replay: Replay;
      try {
        replay = readReplay(`${dir}/${file}`, readFileSync(join(dir, file), 'utf8'));
      } catch (error) {
        // One unreadable file must not stop codegen (and so the build): its story says what is wrong with it.
        const problem = (error as Error).message;
        console.warn(`store-answers: ${problem}`);
        keep(visitFile, `a guest of ${home.name}`, answers);
        stories.push({ name, visit: visitFile, path: '/', doc: `${dir}/${file}: cannot be replayed`, origin, problem });
        continue;
      }
      answers[answerKey(pageDataRequest(replay.path))] = await replayedPage(replay, homeRow?.id ?? 1);
      keep(visitFile, `a guest of ${home.name} (${dir}/${file})`, await record(guest, [replay.path], answers));
      stories.push({ name, visit: visitFile, path: replay.path, doc: `${dir}/${file}, at ${replay.path}`, origin });
    }
    storyFiles[story] = { title, stories };
  }

  const files = join(outDir, 'served-files');
  rmSync(files, { recursive: true, force: true });
  const written = await recordFiles(app, Object.values(visits), files);
  console.log(
    `store-answers: ${Object.keys(visits).length} visits → ${served}, ${written} images and icons → ${files}, ${Object.keys(storyFiles).length} page stories files`,
  );

  mkdirSync(join(outDir, 'stories'), { recursive: true });
  for (const [name, { title, stories }] of Object.entries(storyFiles))
    writeFileSync(join(outDir, 'stories', `${name}.stories.tsx`), storiesFile(title, stories));
  // For the browser test that compares each story with the store at the same address (tests/e2e/stories-vs-store.spec.ts).
  const manifest = Object.entries(storyFiles).flatMap(([name, { stories }]) =>
    stories.map((story) => ({
      importPath: `./src/generated/stories/${name}.stories.tsx`,
      exportName: story.name,
      path: story.path,
      visit: story.visit,
      origin: story.origin,
    })),
  );
  writeFileSync(join(served, 'stories.json'), JSON.stringify(manifest, null, 1));

  /** A replayed page as the store would serve it: components that came with a `response` keep it; the others get the demo catalogue's. */
  async function replayedPage(replay: Replay, websiteId: number): Promise<RecordedAnswer> {
    // In the current format, as the store's own browser code reads an older one.
    const page = migratePage(replay.page) as PageData;
    if (!page || !Array.isArray(page.data)) return { status: 200, body: replay.page };
    const hasResponse = (component: PageData['data'][number]) => !!component && typeof component === 'object' && 'response' in component;
    return { status: 200, body: { ...(await resolveComponents(database.db, websiteId, page, hasResponse)), url: replay.path } };
  }
} finally {
  await app?.close();
  await database.close();
  rmSync(mediaDir, { recursive: true, force: true });
}
