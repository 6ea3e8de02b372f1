import { Element } from 'html-react-parser';
import { elementText } from '../../sanitise/element-text';
import { HEADER_MAPPING } from './header-mapping';
import { HEADER_CONTROLS, HEADER_SLOTS, type HeaderControl } from './header-slots';

/** What an element of the owner's header is to the storefront: one of its controls, a placeholder of ours, or nothing. */
export type Recognised = HeaderControl | keyof typeof HEADER_SLOTS;

/** What recognition needs beyond the markup. */
export interface RecognitionContext {
  /** The deployer's mapping, id or class → control (header-mapping.ts). */
  mapping?: Readonly<Record<string, HeaderControl>>;
  /** The store's category slugs: a select whose options are among them is the categories select. */
  categorySlugs?: ReadonlySet<string>;
}

/** Words of a name as the owner wrote it (`hdrBasket-btn_2` → hdr, basket, btn, 2), with each two neighbours joined too (`pin-code` → pincode). */
function wordsOf(text: string): Set<string> {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return new Set([...words, ...words.slice(1).map((word, i) => `${words[i]}${word}`)]);
}

const has = (words: Set<string>, list: readonly string[]) => list.some((word) => words.has(word));

// Common words for each control, as stores name them (docs/dynamic-header.md lists them).
const CART = ['cart', 'basket', 'bag', 'trolley', 'minicart', 'shoppingcart', 'shoppingbag'];
const COUNT = ['count', 'qty', 'quantity', 'badge', 'counter', 'num', 'number', 'items'];
const PINCODE = ['pincode', 'pin', 'location', 'zip', 'zipcode', 'postcode', 'postal', 'deliver', 'delivery', 'locality'];
const SHOWN = ['text', 'label', 'value', 'current', 'selected', 'display'];
const ACCOUNT = ['account', 'login', 'signin', 'profile', 'user', 'myaccount', 'customer'];
const MENU = ['menu', 'hamburger', 'burger', 'offcanvas', 'sidenav', 'drawer', 'sidebar', 'navtoggle', 'navbartoggler'];
const SEARCH = ['search', 'query', 'find', 'q'];
const CATEGORY = ['category', 'categories', 'cat', 'cats', 'department', 'departments', 'dept', 'depts', 'aisle', 'aisles'];
/** Words that make an element part of a list or a wrapper, never a control of its own (`menu-item`, `cart-wrapper`). */
const PART = ['item', 'link', 'list', 'wrapper', 'wrap', 'container', 'dropdown', 'submenu', 'panel', 'content', 'title'];

/** Where a link may lead and still be the control (a link elsewhere is the owner's navigation, left alone). */
const DESTINATIONS: Partial<Record<HeaderControl, RegExp>> = {
  'cart-button': /^\/cart\/?$/,
  'account-button': /^\/(account|auth\/login|login|signin)(\/.*)?$/,
};

const INTERACTIVE = new Set(['a', 'button', 'input', 'select', 'textarea', 'form', 'label']);

const elementChildren = (node: Element): Element[] => node.children.filter((child): child is Element => child instanceof Element);

const isInteractive = (node: Element) => INTERACTIVE.has(node.name) || node.attribs.role === 'button' || node.attribs.role === 'link';

function holdsInteractive(node: Element): boolean {
  return elementChildren(node).some((child) => isInteractive(child) || holdsInteractive(child));
}

/** The id and each class of an element. */
const namesOf = (node: Element): string[] => [node.attribs.id ?? '', ...(node.attribs.class ?? '').split(/\s+/)].filter(Boolean);

/** Our documented names, or a documented name with a prefix or suffix of the store's own (`xx-cart-button`, `cart-button-main`). */
function byDocumentedName(node: Element): HeaderControl | null {
  for (const name of namesOf(node)) {
    const bare = name.toLowerCase();
    const control = (Object.keys(HEADER_CONTROLS) as HeaderControl[]).find(
      (documented) =>
        bare === documented || bare.endsWith(`-${documented}`) || bare.startsWith(`${documented}-`) || bare.includes(`-${documented}-`),
    );
    if (control) return control;
  }
  return null;
}

/** The words the markup says of an element: its id, classes, name, ARIA label and title; an input's placeholder; a button's or link's text. */
function signalsOf(node: Element): Set<string> {
  const { attribs } = node;
  const parts = [...namesOf(node), attribs.name, attribs['aria-label'], attribs.title, attribs.role];
  if (node.name === 'input') parts.push(attribs.placeholder, attribs.type);
  else if (!attribs['aria-label'] && (node.name === 'button' || node.name === 'a' || attribs.role === 'button'))
    parts.push(elementText(node));
  return wordsOf(parts.filter(Boolean).join(' '));
}

/** A control that acts (opens something, goes somewhere) on the element, from its words; null for a part or a container. */
function actionOf(node: Element, words: Set<string>): HeaderControl | null {
  if (has(words, PART) || holdsInteractive(node)) return null;
  const control: HeaderControl | null = has(words, CART)
    ? 'cart-button'
    : has(words, PINCODE)
      ? 'pincode-button'
      : has(words, ACCOUNT)
        ? 'account-button'
        : has(words, MENU)
          ? 'menu-button'
          : has(words, SEARCH)
            ? 'search-button'
            : null;
  if (!control || node.name !== 'a') return control;
  // A link stays the owner's navigation unless it leads nowhere or to what the control does.
  const href = (node.attribs.href ?? '').trim();
  return href === '' || href.startsWith('#') || DESTINATIONS[control]?.test(href) ? control : null;
}

/** A part of a recognised control: the cart's count inside the cart button, the chosen pincode inside the pincode button. */
function partOf(node: Element, words: Set<string>, inside: Recognised | null): HeaderControl | null {
  if (has(words, CART) && has(words, COUNT)) return 'cart-count';
  if (has(words, PINCODE) && has(words, SHOWN)) return 'pincode-text';
  if (inside === 'cart-button' && has(words, COUNT)) return 'cart-count';
  if (inside === 'pincode-button' && (has(words, PINCODE) || has(words, SHOWN))) return 'pincode-text';
  return null;
}

function byKind(node: Element, words: Set<string>, context: RecognitionContext): HeaderControl | null {
  const { attribs } = node;
  if (node.name === 'form') {
    const holdsSearch = (at: Element): boolean => elementChildren(at).some((child) => isSearchInput(child) || holdsSearch(child));
    return attribs.role === 'search' || has(words, SEARCH) || holdsSearch(node) ? 'search-form' : null;
  }
  if (node.name === 'input') return isSearchInput(node) ? 'search-input' : null;
  if (node.name === 'select') {
    const values = elementChildren(node).flatMap((o) => (o.name === 'option' && o.attribs.value ? [o.attribs.value] : []));
    return has(words, CATEGORY) || values.some((value) => context.categorySlugs?.has(value)) ? 'category-select' : null;
  }
  return null;
}

/** A search input: `type="search"`, or a text input whose words say search (`name="q"`, a "Search…" placeholder). */
function isSearchInput(node: Element): boolean {
  if (node.name !== 'input') return false;
  const type = (node.attribs.type ?? 'text').toLowerCase();
  return type === 'search' || (type === 'text' && has(signalsOf(node), SEARCH));
}

/**
 * What each element of the owner's header is (docs/dynamic-header.md), in this order: the deployer's
 * mapping by id or class; our `sf-*` placeholders and documented names; a documented name with a
 * prefix or suffix of the store's own; then what the markup says: a search form, a search input or a
 * categories select by their kind, a part of a recognised control (the cart's count, the chosen
 * pincode), a button of a `role="search"` area, or a control from the common words of its id,
 * classes, name, ARIA label, title or text. An element inside another control is never a second
 * control, only a part of it. One recogniser serves one parse: it remembers what it found.
 */
export function controlRecogniser(context: RecognitionContext = {}): (node: Element) => Recognised | null {
  const mapping = context.mapping ?? HEADER_MAPPING;
  const memo = <T>(read: (node: Element) => T) => {
    const known = new WeakMap<Element, T>();
    return (node: Element): T => {
      if (!known.has(node)) known.set(node, read(node));
      return known.get(node) as T;
    };
  };
  const parentOf = (node: Element) => (node.parent instanceof Element ? node.parent : null);
  /** The control, or `role="search"` area, that holds an element (its nearest recognised ancestor). */
  const holder = memo((node: Element): Recognised | 'search-area' | null => {
    const parent = parentOf(node);
    if (!parent) return null;
    if (parent.attribs.role === 'search' && parent.name !== 'form') return 'search-area';
    return recognise(parent) ?? holder(parent);
  });
  /** Whether an element is inside a link, button or field of the owner's. */
  const withinInteractive = memo((node: Element): boolean => {
    const parent = parentOf(node);
    return parent ? isInteractive(parent) || withinInteractive(parent) : false;
  });
  const recognise = memo((node: Element): Recognised | null => {
    const names = namesOf(node);
    const mapped = names.find((name) => Object.hasOwn(mapping, name));
    if (mapped) return mapping[mapped] as HeaderControl;
    const placeholder = names.find((name) => Object.hasOwn(HEADER_SLOTS, name));
    if (placeholder) return placeholder as keyof typeof HEADER_SLOTS;
    const documented = byDocumentedName(node);
    if (documented) return documented;
    const words = signalsOf(node);
    const kind = byKind(node, words, context);
    if (kind || ['form', 'input', 'select', 'option', 'textarea'].includes(node.name)) return kind;
    const inside = holder(node);
    const acts = node.name === 'button' || node.name === 'a' || node.attribs.role === 'button';
    if (inside === 'search-area') return acts ? 'search-button' : null;
    if (inside === 'search-form') return node.name === 'button' && node.attribs.type === 'button' ? 'search-button' : null;
    if (inside) return partOf(node, words, inside);
    if (withinInteractive(node)) return partOf(node, words, null);
    return acts ? actionOf(node, words) : (partOf(node, words, null) ?? actionOf(node, words));
  });
  return recognise;
}
