import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import parse, { Element } from 'html-react-parser';
import { describe, expect, it } from 'vitest';
import type { Init } from '../../../contract/init';
import { makeInit } from '../../../tests/support/init-factory';
import { renderHeader as renderStoreHeader } from '../../../tests/support/render-header';
import { headerMapping } from './header-mapping';
import { controlRecogniser, type RecognitionContext } from './recognise-control';

const categories: Init['categories'] = [
  { name: 'Staples', slug: 'staples', avatar: null, children: [{ name: 'Rice', slug: 'rice', avatar: null, children: [] }] },
];

/** What recognition makes of each element of a header markup, walked as SafeHtml parses it: `tag.class` or `tag#id` → control. */
function recognised(html: string, context: RecognitionContext = {}): Record<string, string> {
  const recognise = controlRecogniser({ mapping: {}, ...context });
  const found: Record<string, string> = {};
  parse(html, {
    replace(node) {
      if (!(node instanceof Element)) return undefined;
      const control = recognise(node);
      const { id, class: classes } = node.attribs;
      const label = id ? `${node.name}#${id}` : `${node.name}${classes ? `.${classes.split(/\s+/).join('.')}` : ''}`;
      if (control) found[label] = control;
      return undefined;
    },
  });
  return found;
}

// Spec section 2: the dynamic header "wires up mobile menu, search, cart button, pincode button,
// account button and categories select by element id or class", naming none: a store's own header
// names them in its own words.
describe('recognising the owner’s header controls', () => {
  const table: [string, string, Record<string, string>][] = [
    [
      'our documented names',
      '<button id="menu-button">☰</button><input class="search-input"><button class="cart-button">Cart <span class="cart-count">0</span></button>',
      {
        'button#menu-button': 'menu-button',
        'input.search-input': 'search-input',
        'button.cart-button': 'cart-button',
        'span.cart-count': 'cart-count',
      },
    ],
    [
      'documented names with a prefix or suffix of the store’s own',
      '<button id="xx-cart-button">Bag</button><span class="cart-count-main">0</span><a href="#" class="hdr-pincode-button">Pin</a><span class="pincode-text-2">-</span>',
      {
        'button#xx-cart-button': 'cart-button',
        'span.cart-count-main': 'cart-count',
        'a.hdr-pincode-button': 'pincode-button',
        'span.pincode-text-2': 'pincode-text',
      },
    ],
    [
      'common words: hamburger, basket and its quantity, location and its label, login',
      `<button class="hamburger" aria-label="Open navigation">☰</button>
       <div class="basket"><i class="fa fa-shopping-basket"></i><span class="basket-qty">2</span></div>
       <button class="change-location">Deliver to <span class="location-label">—</span></button>
       <a href="/auth/login" class="hdr-login">Sign in</a>`,
      {
        'button.hamburger': 'menu-button',
        'div.basket': 'cart-button',
        'span.basket-qty': 'cart-count',
        'button.change-location': 'pincode-button',
        'span.location-label': 'pincode-text',
        'a.hdr-login': 'account-button',
      },
    ],
    [
      'camel case and ARIA labels, a count inside the cart named only as a badge',
      '<button id="navToggle" aria-label="Menu"></button><button aria-label="Open cart"><span class="badge">0</span></button><span role="button" aria-label="My account"></span>',
      { 'button#navToggle': 'menu-button', button: 'cart-button', 'span.badge': 'cart-count', span: 'account-button' },
    ],
    [
      'a search form (role="search") with its input and submit button',
      '<form role="search" class="hdr-find"><input type="text" name="q" placeholder="Search…"><button type="submit">Go</button></form>',
      { 'form.hdr-find': 'search-form', input: 'search-input' },
    ],
    [
      'a search input by its kind, and the button of a role="search" area',
      '<div role="search"><input type="search" id="kw"><button>Go</button></div>',
      { 'input#kw': 'search-input', button: 'search-button' },
    ],
    [
      'a select of categories by its words, or by its options',
      '<select id="dept-picker"><option>All</option></select><select class="pick"><option value="rice">Rice</option></select><select class="lang"><option value="en">English</option></select>',
      { 'select#dept-picker': 'category-select', 'select.pick': 'category-select' },
    ],
    [
      'not the owner’s navigation: a menu of links, its items, a link elsewhere, a wrapper of controls',
      `<nav class="main-menu"><a class="menu-link" href="/about">About</a></nav><a href="/account/orders" class="account-orders-link">Orders</a>
       <div class="cart-wrapper"><button class="basket-btn">Basket</button></div><a href="/offers" class="cart-offers">Offers</a>`,
      { 'button.basket-btn': 'cart-button' },
    ],
    [
      'an element inside a control is a part of it at most, never a second control',
      '<button class="cart"><span class="account-icon"></span><span class="qty">1</span></button>',
      { 'button.cart': 'cart-button', 'span.qty': 'cart-count' },
    ],
    [
      'our placeholders',
      '<span id="sf-cart">Cart</span><div class="sf-search"></div>',
      { 'span#sf-cart': 'sf-cart', 'div.sf-search': 'sf-search' },
    ],
  ];

  it.each(table)('%s', (_what, html, expected) => {
    expect(recognised(html, { categorySlugs: new Set(['staples', 'rice']) })).toEqual(expected);
  });

  it('takes the deployer’s mapping first, by id or class', () => {
    const mapping = headerMapping('{"cart-button": ["#bag-7", ".trolley-x"], "menu-button": "zz"}');
    expect(
      recognised('<span id="bag-7">Bag</span><b class="trolley-x y">T</b><i class="zz"></i><button class="cart-button">C</button>', {
        mapping,
      }),
    ).toEqual({
      'span#bag-7': 'cart-button',
      'b.trolley-x.y': 'cart-button',
      'i.zz': 'menu-button',
      'button.cart-button': 'cart-button',
    });
  });

  it('refuses a mapping it cannot read, naming what is wrong', () => {
    expect(headerMapping(undefined)).toEqual({});
    expect(() => headerMapping('{cart')).toThrow(/HEADER_CONTROLS must be JSON/);
    expect(() => headerMapping('["cart-button"]')).toThrow(/JSON object/);
    expect(() => headerMapping('{"wishlist": "x"}')).toThrow(/unknown control "wishlist"/);
    expect(() => headerMapping('{"cart-button": "a b"}')).toThrow(/"a b" for cart-button is not an id or a class/);
    expect(() => headerMapping('{"cart-button": 5}')).toThrow(/not an id or a class/);
    expect(() => headerMapping('{"__proto__": "x"}')).toThrow(/unknown control/);
  });

  it('recognises the controls of a deep and a wide header', () => {
    const deep = `${'<div>'.repeat(2000)}<button class="cart">Cart</button>${'</div>'.repeat(2000)}`;
    const wide = Array.from({ length: 3000 }, (_, i) => `<span class="menu-${i}">x</span>`).join('');
    expect(Object.values(recognised(deep))).toEqual(['cart-button']);
    expect(Object.keys(recognised(wide))).toHaveLength(3000);
  });
});

const renderHeader = (html: string, overrides: Partial<Init> = {}) =>
  renderStoreHeader(makeInit({ categories, dynamicNavbar: { data: html }, ...overrides }));

describe('the owner’s recognised header controls at work', () => {
  const html = `<header class="acme">
    <button class="acme-burger"><i class="icon-hamburger"></i></button>
    <form role="search" class="acme-find"><input type="search" aria-label="Find" name="kw"><button>Find</button></form>
    <div class="acme-bag"><i class="icon-bag"></i><span class="acme-bag-count">?</span></div>
    <button class="acme-location">Deliver to <b class="acme-location-text">your area</b></button>
    <a href="/auth/login" class="acme-signin">Sign in</a>
    <select class="acme-departments" aria-label="Departments"><option value="">All</option></select>
  </header>`;

  it('searches from the owner’s form (trimmed; empty does nothing), which never submits itself', async () => {
    const location = renderHeader(html);
    const input = await screen.findByRole('searchbox', { name: 'Find' });
    await userEvent.type(input, '   {enter}');
    expect(location.history).toEqual(['/']);
    await userEvent.type(input, ' basmati {enter}');
    expect(location.history.at(-1)).toBe('/products?q=basmati');
    await userEvent.clear(input);
    await userEvent.type(input, 'ghee');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(location.history.at(-1)).toBe('/products?q=ghee');
    expect(location.history).toHaveLength(3);
  });

  it('opens the menu, the cart and Change Location, names icon-only controls, shows the count and the pincode', async () => {
    renderHeader(html, { pincode: '560001' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close Menu' }));
    const bag = screen.getByRole('button', { name: 'Cart' });
    expect(bag).toHaveTextContent('0');
    bag.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Cart Summary' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to 560001' }));
    expect(await screen.findByRole('dialog', { name: 'Change Location' })).toBeInTheDocument();
  });

  it('fills the departments select with the categories and sends a guest’s sign-in to Login', async () => {
    const location = renderHeader(html, { user: null });
    const select = await screen.findByRole('combobox', { name: 'Departments' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Staples']);
    await userEvent.selectOptions(select, 'staples');
    expect(location.history.at(-1)).toBe('/products?c=staples');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(location.history.at(-1)).toBe('/auth/login');
  });

  it('leaves an unrecognised form of the owner’s inert: it never submits', async () => {
    renderHeader('<form class="newsletter"><input type="email" aria-label="Email"><button>Join</button></form>');
    const form = (await screen.findByRole('button', { name: 'Join' })).closest('form') as HTMLFormElement;
    // Heard on the window, after React's own listener at the root.
    const submitted = new Promise<boolean>((resolve) =>
      window.addEventListener('submit', (event) => resolve(event.defaultPrevented), { once: true }),
    );
    expect(form).not.toHaveAttribute('action');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await submitted).toBe(true);
  });
});
