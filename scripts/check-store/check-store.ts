import Ajv2020 from 'ajv/dist/2020.js';
import parse, { Element } from 'html-react-parser';
import type * as z from 'zod/mini';
import { readCart, CartSchema } from '../../contract/cart';
import { InitSchema, parseInit, type Init } from '../../contract/init';
import { onDroppedItem } from '../../contract/lenient';
import { migrateComponent } from '../../contract/migrations/migrate-page';
import { isRecord } from '../../contract/migrations/store-shapes';
import { ProductPageSchema, ProductSchema } from '../../contract/product';
import { matchRoute } from '../../contract/routes';
import { storeInputSchema } from '../../contract/store-input-schema';
import { allValidators } from '../../src/generated/all-validators';
import { canonicalName } from '../../src/generated/components';
import { firstErrorPointer } from '../../contract/validator-types';
import { controlRecogniser } from '../../src/shell/header/recognise-control';

/** One line of the report: a call or a feature, and how the storefront fares with what the store sends. */
export interface CheckLine {
  what: string;
  /** `pass`: as the specification says; `tolerated`: read through a variation the storefront accepts; `fail`: not shown. */
  status: 'pass' | 'tolerated' | 'fail';
  detail: string;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
const strictCheckers = new WeakMap<z.ZodMiniType, ReturnType<typeof ajv.compile>>();

/** Where an answer differs from what the specification (and the contract) has a store send; none when it conforms. */
function differences(schema: z.ZodMiniType, answer: unknown): string[] {
  let validate = strictCheckers.get(schema);
  if (!validate) strictCheckers.set(schema, (validate = ajv.compile(storeInputSchema(schema))));
  if (validate(answer)) return [];
  return (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
}

/** The items a lenient read left out, by list, while `read` ran. */
function withDropped<T>(read: () => T): { value: T; dropped: Map<string, number> } {
  const dropped = new Map<string, number>();
  onDroppedItem((list) => dropped.set(list, (dropped.get(list) ?? 0) + 1));
  try {
    return { value: read(), dropped };
  } finally {
    onDroppedItem(() => undefined);
  }
}

const droppedText = (dropped: Map<string, number>) =>
  [...dropped].map(([list, count]) => `${count} malformed item${count === 1 ? '' : 's'} of ${list} left out`).join('; ');

/** A session with a store: its cookies kept, `x-web-url` and the XSRF header sent as the storefront sends them (spec section 7). */
function session(origin: string, fetcher: typeof fetch) {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { accept: 'application/json', 'x-web-url': origin };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') {
      if (!cookies.has('XSRF-TOKEN')) await call('GET', '/s/api/cookie');
      headers['x-xsrf-token'] = decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '');
      headers['content-type'] = 'application/json';
      headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const answer = await fetcher(`${origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await answer.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the caller says so.
    }
    return { status: answer.status, json, text };
  };
  return call;
}

type Call = ReturnType<typeof session>;
type Answer = Awaited<ReturnType<Call>>;

/** Why an answer is no answer: its status, or that the store did not answer at all. */
const unanswered = (answer: Answer) => (answer.status === 0 ? answer.text : `answered ${answer.status}`);

/** A line for one read: conforming, read through variations (named), or unreadable. */
function readLine<T>(what: string, schema: z.ZodMiniType, answer: Answer, read: (json: unknown) => T) {
  if (answer.status !== 200) return { line: { what, status: 'fail', detail: unanswered(answer) } as CheckLine, value: null };
  if (answer.json === undefined) return { line: { what, status: 'fail', detail: 'the answer is not JSON' } as CheckLine, value: null };
  let result: { value: T; dropped: Map<string, number> };
  try {
    result = withDropped(() => read(answer.json));
  } catch (error) {
    return {
      line: { what, status: 'fail', detail: `the storefront cannot read it: ${(error as Error).message.slice(0, 200)}` } as CheckLine,
      value: null,
    };
  }
  const found = differences(schema, answer.json);
  const notes = [droppedText(result.dropped), ...found].filter(Boolean);
  const line: CheckLine = notes.length
    ? { what, status: 'tolerated', detail: notes.join('; ') }
    : { what, status: 'pass', detail: 'as the specification says' };
  return { line, value: result.value };
}

/** What the storefront makes of each component of a page: shown as it is, shown once adapted, or left out (and why). */
function componentLines(path: string, raw: unknown): CheckLine[] {
  const list = isRecord(raw) ? (Array.isArray(raw.data) ? raw.data : Array.isArray(raw.components) ? raw.components : null) : null;
  if (!list) return [{ what: `page ${path}`, status: 'fail', detail: 'no component list (data or components)' }];
  if (list.length === 0) return [{ what: `page ${path}`, status: 'pass', detail: 'no components' }];
  return list.map((component, index): CheckLine => {
    const label = `page ${path}, component ${index + 1}${isRecord(component) && typeof component.name === 'string' ? ` "${component.name}"` : ''}`;
    if (!isRecord(component)) return { what: label, status: 'fail', detail: 'not an object' };
    const { value: adapted, dropped } = withDropped(() => migrateComponent(component, 1) as Record<string, unknown>);
    const type = typeof adapted.name === 'string' ? canonicalName(adapted.name) : null;
    if (!type) return { what: label, status: 'fail', detail: 'its type cannot be told from its name, type or content: it is left out' };
    const { settings: _settings, ...checked } = structuredClone(adapted);
    const { validateComponent } = allValidators[type];
    if (!validateComponent(checked))
      return {
        what: label,
        status: 'fail',
        detail: `shown as ${type}, but its data is invalid at ${firstErrorPointer(validateComponent) || '/'}: it is left out`,
      };
    const same = type === component.name && JSON.stringify(adapted) === JSON.stringify({ ...component, name: type });
    const notes = [
      same
        ? ''
        : `read as ${type}${typeof component.type === 'string' && type !== component.name ? ` (type "${component.type}")` : ''}, its shape adapted`,
      droppedText(dropped),
    ];
    return {
      what: label,
      status: same && !dropped.size ? 'pass' : 'tolerated',
      detail: notes.filter(Boolean).join('; ') || `shown as ${type}`,
    };
  });
}

/** The owner's header: which of the controls of spec section 2 the storefront finds in it. */
function headerLines(init: Init): CheckLine[] {
  const html = init.dynamicNavbar.data;
  if (!html) return [{ what: 'header', status: 'pass', detail: 'the built-in header (dynamicNavbar.data is empty)' }];
  const slugs = new Set<string>();
  const add = (list: Init['categories']) => list.forEach((c) => (slugs.add(c.slug), add(c.children)));
  add(init.categories);
  const recognise = controlRecogniser({ categorySlugs: slugs });
  const found = new Set<string>();
  parse(html, {
    replace(node) {
      const control = node instanceof Element ? recognise(node) : null;
      if (control) found.add(control);
      return undefined;
    },
  });
  const wanted: [string, string[]][] = [
    ['mobile menu', ['menu-button', 'sf-menu']],
    ['search', ['search-input', 'search-form', 'sf-search']],
    ['cart button', ['cart-button', 'sf-cart']],
    ['pincode button', ['pincode-button', 'sf-pincode']],
    ['account button', ['account-button', 'sf-account']],
    ['categories select', ['category-select', 'sf-category-select']],
  ];
  return wanted.map(([name, controls]): CheckLine => {
    const hit = controls.filter((c) => found.has(c));
    return hit.length
      ? { what: `header: ${name}`, status: 'pass', detail: `wired (${hit.join(', ')})` }
      : {
          what: `header: ${name}`,
          status: 'fail',
          detail: 'not recognised in the owner’s header HTML: name it in HEADER_CONTROLS (docs/dynamic-header.md)',
        };
  });
}

/** Content pages the store links to (navigation and footer links that are no built-in route). */
function contentPaths(init: Init): string[] {
  const links = [
    ...init.navs.flatMap(function walk(item): string[] {
      return [item.link ?? '', ...item.children.flatMap(walk)];
    }),
    ...init.footers.flatMap((f) => f.children.map((c) => c.link ?? '')),
  ];
  // `/categories` in a navigation list opens the category filter (spec section 2): no page.
  const paths = links.filter(
    (link) => /^\/[^/]/.test(link) && !link.includes('?') && link !== '/categories' && matchRoute(link).route.id === 'content',
  );
  return [...new Set(paths)].slice(0, 5);
}

/**
 * Asks a running store the specification's calls as the storefront asks them (reads only, and a
 * throwaway guest cart: one pack added and removed), and says per call and per feature what works,
 * what works through a variation the storefront tolerates, and what it will not be able to show.
 */
export async function checkStore(origin: string, fetcher: typeof fetch = fetch): Promise<CheckLine[]> {
  const call: Call = session(origin.replace(/\/+$/, ''), fetcher);
  const lines: CheckLine[] = [];
  const ask = async (method: string, path: string, body?: unknown) => {
    try {
      return await call(method, path, body);
    } catch (error) {
      return { status: 0, json: undefined, text: `the store did not answer: ${(error as Error).message}` };
    }
  };

  const initAnswer = await ask('GET', '/s/api/init');
  const { line: initLine, value: init } = readLine('GET /s/api/init', InitSchema, initAnswer, (json) => {
    const read = parseInit(json);
    if (!read) throw new Error('no usable configuration (web, navSetting …)');
    return read;
  });
  lines.push(initLine);
  if (init) lines.push(...headerLines(init));

  for (const path of ['/', ...(init ? contentPaths(init) : [])]) {
    const answer = await ask('GET', `/s/api/page/data${path === '/' ? '' : path}`);
    if (answer.status === 404) {
      lines.push({
        what: `GET /s/api/page/data${path === '/' ? '' : path}`,
        status: path === '/' ? 'pass' : 'fail',
        detail: path === '/' ? 'no home page: the built-in one shows' : 'answered 404: the link leads to Page not found',
      });
      continue;
    }
    if (answer.status !== 200 || answer.json === undefined) {
      lines.push({
        what: `GET /s/api/page/data${path === '/' ? '' : path}`,
        status: 'fail',
        detail: answer.status === 200 ? 'the answer is not JSON' : unanswered(answer),
      });
      continue;
    }
    lines.push(...componentLines(path, answer.json));
  }

  const listAnswer = await ask('GET', '/s/api/products?page=1&perPage=24');
  const { line: listLine, value: list } = readLine('GET /s/api/products', ProductPageSchema, listAnswer, (json) =>
    ProductPageSchema.parse(json),
  );
  lines.push(listLine);
  const product = list?.data.find((p) => p.packs.length > 0);
  if (product) {
    const answer = await ask('GET', `/s/api/products/${encodeURIComponent(product.slug)}`);
    lines.push(readLine(`GET /s/api/products/${product.slug}`, ProductSchema, answer, (json) => ProductSchema.parse(json)).line);
  } else if (list) lines.push({ what: 'GET /s/api/products/{slug}', status: 'fail', detail: 'no product with a pack to ask for' });

  const cartAnswer = await ask('GET', '/s/api/cart');
  lines.push(readLine('GET /s/api/cart', CartSchema, cartAnswer, readCart).line);
  const pack = product?.packs[0];
  if (pack) {
    const added = await ask('POST', '/s/api/cart/add', { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
    const { line, value: cart } = readLine('POST /s/api/cart/add (a throwaway guest cart)', CartSchema, added, readCart);
    const holds = cart?.items.some((item) => item.pack_id === pack.pack_id);
    lines.push(cart && !holds ? { ...line, status: 'fail', detail: 'the cart it answered does not hold the pack' } : line);
    const removed = await ask('POST', '/s/api/cart/remove', { pack_id: pack.pack_id, remove: true, warehouse_id: pack.warehouse_id });
    const after = readLine('POST /s/api/cart/remove', CartSchema, removed, readCart);
    const left = after.value?.items.some((item) => item.pack_id === pack.pack_id);
    lines.push(after.value && left ? { ...after.line, status: 'fail', detail: 'the pack is still in the cart it answered' } : after.line);
  }
  return lines;
}

/** The report as text: a line per check, then `N passed, N failed` (a tolerated variation passes). */
export function reportText(origin: string, lines: readonly CheckLine[]): string {
  const mark = { pass: '✓', tolerated: '~', fail: '✗' } as const;
  const failed = lines.filter((l) => l.status === 'fail').length;
  return [
    `Checking ${origin} against the specification's calls (✓ as specified, ~ a variation the storefront reads, ✗ not shown):`,
    ...lines.map((l) => `${mark[l.status]} ${l.what}: ${l.detail}`),
    `${lines.length - failed} passed, ${failed} failed`,
  ].join('\n');
}
