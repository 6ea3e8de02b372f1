import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Init } from '../../../contract/init';
import { makeInit } from '../../../tests/support/init-factory';
import { asha } from '../../../tests/support/shoppers';
import { renderHeader as renderStoreHeader } from '../../../tests/support/render-header';
import { searchPath } from './SearchBox';

/** A navigation item as spec section 3 writes it. */
const nav = (name: string, link: string, extra: Partial<Init['navs'][number]> = {}): Init['navs'][number] => ({
  group: 0,
  name,
  icon: null,
  show_icon: 0,
  link,
  value: null,
  image: null,
  open: false,
  children: [],
  ...extra,
});
const navs: Init['navs'] = [
  nav('Home', '/', { icon: 'home', show_icon: 1 }),
  nav('Categories', '/categories'),
  nav('Fruits', '/products?c=fruits', { group: 1, image: '/s/media/files/fruit.svg', children: [nav('Mangoes', '/products?c=mangoes')] }),
  nav('Evil', 'javascript:alert(1)'),
];
const categories: Init['categories'] = [
  {
    name: 'Staples',
    slug: 'staples',
    avatar: null,
    children: [
      { name: 'Rice', slug: 'rice', avatar: null, children: [] },
      { name: 'Dal', slug: 'dal', avatar: null, children: [] },
    ],
  },
  { name: 'Snacks', slug: 'snacks', avatar: null, children: [] },
];

const renderHeader = (overrides: Partial<Init> = {}, path = '/') => renderStoreHeader(makeInit({ navs, categories, ...overrides }), path);

describe('searchPath', () => {
  it.each([
    ['atta', '/products?q=atta'],
    ['  basmati rice  ', '/products?q=basmati+rice'],
    ['a&b=c#d', '/products?q=a%26b%3Dc%23d'],
    ['', null],
    ['   \t\n', null],
  ])('%j → %j', (text, expected) => {
    expect(searchPath(text)).toBe(expected);
  });
});

describe('Header', () => {
  it('uses the header template from navSetting and shows name, logo and actions', () => {
    const init = makeInit();
    renderHeader({ navSetting: { ...init.navSetting, header_template: 3, navbar_template: 5 } });
    expect(screen.getByRole('banner')).toHaveClass('header-t3');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('navbar-t5');
    expect(screen.getByRole('link', { name: 'FreshKart' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('button', { name: /Cart/ })).toHaveTextContent('0');
  });

  it('draws its search icons in the text colour, not as a glyph of whatever font (issue 35)', () => {
    renderHeader();
    for (const name of ['Search', 'Search products']) {
      const button = screen.getByRole('button', { name });
      expect(button.textContent).toBe('');
      expect(button.querySelector('svg[aria-hidden="true"]')).toHaveAttribute('stroke', 'currentColor');
    }
  });

  it('places the navigation row by nav_alignment (navSetting, else web); left keeps the template’s own placing', () => {
    const placing = (navSetting: Partial<Init['navSetting']>, web: Partial<Init['web']> = {}) => {
      const base = makeInit();
      document.body.innerHTML = '';
      renderHeader({ navSetting: { ...base.navSetting, ...navSetting }, web: { ...base.web, ...web } });
      return screen.getByRole('navigation', { name: 'Main' }).className;
    };
    expect(placing({ nav_alignment: 'center' })).toContain('nav-align-center');
    expect(placing({ nav_alignment: 'left' }, { nav_alignment: 'right' })).toContain('nav-align-right');
    expect(placing({ nav_alignment: 'left', navbar_template: 2 })).toBe('site-nav navbar-t2');
  });

  it('clamps an out-of-range template', () => {
    const init = makeInit();
    renderHeader({ navSetting: { ...init.navSetting, header_template: 99, navbar_template: -3 } });
    expect(screen.getByRole('banner')).toHaveClass('header-t4');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('navbar-t1');
  });

  it('renders nested submenus in the sub-navbar and never links javascript:', () => {
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Mangoes' })).toHaveAttribute('href', '/products?c=mangoes');
    expect(within(main).queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(within(main).getByText('Evil')).toBeInTheDocument();
    // show_icon 1: the icon service's icon (spec section 7), drawn in the link's colour.
    const icon = within(main).getByRole('link', { name: 'Home' }).querySelector<HTMLElement>('.nav-icon');
    expect(icon?.style.getPropertyValue('--icon')).toBe('url("/s/icons/lucide/home.svg")');
  });

  it('searches from the header with the text trimmed; an empty search does nothing', async () => {
    const location = renderHeader();
    const box = screen.getAllByRole('combobox', { name: 'Search products' })[0] as HTMLElement;
    await userEvent.type(box, '   {enter}');
    expect(location.history).toEqual(['/']);
    await userEvent.type(box, '  toor dal {enter}');
    expect(location.history.at(-1)).toBe('/products?q=toor+dal');
  });

  it('opens the "Category Filter" with nested checkboxes; Apply Filters and Reset All go to the product list', async () => {
    const location = renderHeader();
    const openFilter = async () => {
      await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Categories' }));
      const dialog = await screen.findByRole('dialog', { name: 'Category Filter' });
      await within(dialog).findByRole('checkbox', { name: 'Rice' });
      return dialog;
    };
    let modal = await openFilter();
    const check = (name: string) => within(modal).getByRole('checkbox', { name }) as HTMLInputElement;
    await userEvent.click(check('Rice'));
    expect(check('Staples').indeterminate).toBe(true);
    expect(check('Staples')).not.toBeChecked();
    await userEvent.click(check('Dal'));
    expect(check('Staples')).toBeChecked();
    expect(check('Staples').indeterminate).toBe(false);
    await userEvent.click(check('Snacks'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply Filters' }));
    expect(location.history.at(-1)).toBe('/products?c=snacks,staples');

    modal = await openFilter();
    expect(check('Rice')).toBeChecked();
    await userEvent.click(check('Staples'));
    expect(check('Rice')).not.toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: 'Reset All' }));
    expect(location.history.at(-1)).toBe('/products');
  });

  // Issue 35 item 1: on a category page a header search kept the category ("ghee" in Staples: 0 found).
  it('on the list, a header search is a new search of the whole catalogue; clearing drops the search and keeps the filters', async () => {
    const location = renderHeader({}, '/products?c=rice&s=relevance');
    const box = screen.getAllByRole('combobox', { name: 'Search products' })[0] as HTMLElement;
    await userEvent.type(box, 'toor');
    expect(location.history).toEqual(['/products?c=rice&s=relevance']);
    await userEvent.type(box, '{enter}');
    expect(location.history.at(-1)).toBe('/products?q=toor');
    act(() => location.navigate('/products?q=toor&c=rice&s=relevance'));
    await userEvent.clear(box);
    expect(location.history.at(-1)).toBe('/products?c=rice');
  });

  it('opens the mobile menu with expandable groups (the group’s own page as "All …", not its name again), image items, and the shopper’s entries', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    // Its code loads apart from the page's.
    expect(await within(menu).findByText('Fruits', { selector: 'summary' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Fruits' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'All Fruits' }).querySelector('img')).toHaveAttribute('src', '/s/media/files/fruit.svg');
    // Issue 18: what the phone header has no room for.
    expect(within(menu).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(within(menu).getByRole('button', { name: 'Select delivery pincode' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /^Cart/ })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close Menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('opens the "Search Products" drawer, which searches and closes', async () => {
    const location = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const drawer = screen.getByRole('dialog', { name: 'Search Products' });
    await userEvent.type(within(drawer).getByRole('combobox'), 'ghee{enter}');
    expect(location.history.at(-1)).toBe('/products?q=ghee');
    expect(screen.queryByRole('dialog', { name: 'Search Products' })).toBeNull();
  });

  // Issue 35 item 2: deleting back to empty closed the drawer, and the next keys went nowhere.
  it('keeps the search drawer open, and the page under it as it is, while the field is typed empty', async () => {
    const location = renderHeader({}, '/products?q=gee');
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const field = within(screen.getByRole('dialog', { name: 'Search Products' })).getByRole('combobox');
    await userEvent.clear(field);
    await userEvent.type(field, 'ghee');
    expect(screen.getByRole('dialog', { name: 'Search Products' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(location.history).toEqual(['/products?q=gee']);
    await userEvent.type(field, '{enter}');
    expect(location.history.at(-1)).toBe('/products?q=ghee');
  });
});

describe('the dynamic header', () => {
  const html = `<div class="top"><span id="sf-menu">Menu</span><a href="/">My Shop</a><div id="sf-search"></div>
    <span class="sf-cart">Bag</span><span class="sf-pincode">Pick pincode</span><span class="sf-account">Sign in</span>
    <div id="sf-category-select"></div><script>window.__xss=1</script><img src=x onerror="window.__xss=1"></div>`;

  it('is sanitised, and its documented elements become live controls', async () => {
    const location = renderHeader({ dynamicNavbar: { data: html } });
    await screen.findByRole('button', { name: /Bag/ });
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: /Bag/ })).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByText('Pick pincode')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close Menu' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shop by category' }), 'staples');
    expect(location.history.at(-1)).toBe('/products?c=staples');
  });

  it('does nothing on an empty search', async () => {
    const location = renderHeader({ dynamicNavbar: { data: html } });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search products' }), '  {enter}');
    expect(location.history).toEqual(['/']);
  });
});

// Spec section 2: the dynamic header "wires up mobile menu, search, cart button, pincode button,
// account button and categories select by element id or class": the owner's own elements, kept.
describe("the dynamic header's own controls (issue 34, item 4)", () => {
  const html = `<nav class="shop-top">
    <button id="menu-button" class="burger" aria-label="Menu">☰</button>
    <a href="/">Corner Shop</a>
    <input class="search-input" type="search" placeholder="Find groceries" aria-label="Find groceries">
    <button class="search-button" onclick="window.__xss=1">Go</button>
    <span class="cart-button">Basket (<b class="cart-count">?</b>)</span>
    <a href="#" id="pincode-button">Pincode: <em class="pincode-text">none</em></a>
    <button class="account-button">Me</button>
    <select class="category-select" aria-label="Aisles"><option value="">Aisle…</option></select>
  </nav>`;

  it('keeps the owner’s buttons, input and select, with their classes and without handlers of their own', async () => {
    renderHeader({ dynamicNavbar: { data: html } });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveClass('burger');
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('onclick');
    expect(screen.getByRole('searchbox', { name: 'Find groceries' })).toHaveAttribute('placeholder', 'Find groceries');
    expect(screen.getByRole('button', { name: /Basket/ })).toHaveTextContent('Basket (0)');
    expect(screen.getByRole('combobox', { name: 'Aisles' })).toBeInTheDocument();
  });

  it('opens the menu, the cart and Change Location from the owner’s elements, by click and by keyboard', async () => {
    renderHeader({ dynamicNavbar: { data: html } });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close Menu' }));
    screen.getByRole('button', { name: /Basket/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Cart Summary' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('link', { name: 'Pincode: none' }));
    expect(await screen.findByRole('dialog', { name: 'Change Location' })).toBeInTheDocument();
  });

  it('searches the trimmed text on Enter and from the search button, and does nothing when it is empty', async () => {
    const location = renderHeader({ dynamicNavbar: { data: html } });
    const input = await screen.findByRole('searchbox', { name: 'Find groceries' });
    await userEvent.type(input, '   {enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(location.history).toEqual(['/']);
    await userEvent.type(input, ' toor dal {enter}');
    expect(location.history.at(-1)).toBe('/products?q=toor+dal');
    await userEvent.clear(input);
    await userEvent.type(input, 'ghee');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(location.history.at(-1)).toBe('/products?q=ghee');
  });

  it('fills an empty categories select with the categories and opens the chosen one; a guest’s account button goes to Login', async () => {
    const location = renderHeader({ dynamicNavbar: { data: html }, user: null });
    const select = await screen.findByRole('combobox', { name: 'Aisles' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aisle…', 'Staples', 'Snacks']);
    await userEvent.selectOptions(select, 'snacks');
    expect(location.history.at(-1)).toBe('/products?c=snacks');
    await userEvent.click(screen.getByRole('button', { name: 'Me' }));
    expect(location.history.at(-1)).toBe('/auth/login');
  });

  it('keeps the owner’s own category options, shows the chosen pincode and sends a signed-in shopper to the account', async () => {
    const own = html.replace(
      '<option value="">Aisle…</option>',
      '<option value="">Aisle…</option><option value="dal" selected>Lentils</option>',
    );
    const location = renderHeader({ dynamicNavbar: { data: own }, pincode: '560001', user: asha });
    const select = await screen.findByRole('combobox', { name: 'Aisles' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aisle…', 'Lentils']);
    expect(screen.getByRole('link', { name: 'Pincode: 560001' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Me' }));
    expect(location.history.at(-1)).toBe('/account');
  });
});
