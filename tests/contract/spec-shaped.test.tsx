import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import specInit from '../../fixtures/spec/init.json';
import specPages from '../../fixtures/spec/pages.json';
import specProduct from '../../fixtures/spec/product.json';
import specProducts from '../../fixtures/spec/products.json';
import { type Init, parseInit } from '../../contract/init';
import { parsePageData } from '../../contract/read-page-data';
import { pageHead } from '../../contract/page-head';
import { registry } from '../../registry';
import type { ApiClient } from '../../src/api/http-client';
import { App } from '../../src/shell/App';
import { CartContents } from '../../src/features/cart/CartContents';
import { Footer } from '../../src/shell/footer/Footer';
import { Header } from '../../src/shell/header/Header';
import { guardRoute } from '../../src/router/guards';
import { SupplierCard } from '../../src/ui/cards/SupplierCard';
import { StoreProviders } from '../support/store-providers';

/** The storefront in front of a store that answers init as spec section 3 writes it. */
function specStore(change: (raw: typeof specInit) => unknown = (raw) => raw): Init {
  const init = parseInit(change(structuredClone(specInit)));
  if (!init) throw new Error('the spec-shaped init does not parse');
  return init;
}

function renderInStore(ui: React.ReactNode, init = specStore()) {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <StoreProviders init={init}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </StoreProviders>,
  );
  return location;
}

describe('a spec-shaped init (section 3)', () => {
  it('reads the user without an id: signed in, with superadmin, isSalesAgent, hasAdminAccess and permissions', () => {
    expect(specStore().user).toMatchObject({
      name: 'Priya Spec',
      phone: '9812345678',
      superadmin: true,
      isSalesAgent: true,
      hasAdminAccess: true,
    });
  });

  it('shows the agent and superadmin entries of the account menu (section 6)', async () => {
    const init = specStore();
    renderInStore(<Header init={init} showSubNavbar />, init);
    await userEvent.click(await screen.findByRole('button', { name: 'Priya Spec' }));
    const menu = screen.getByRole('group', { name: 'Your account' });
    expect(within(menu).getByRole('link', { name: 'Sales dashboard' })).toHaveAttribute('href', '/account/dashboard');
    expect(within(menu).getByRole('link', { name: 'Switch Website' })).toHaveAttribute('href', '/auth/bos/choose');
    expect(within(menu).getByRole('link', { name: /^Administration/ })).toHaveAttribute('href', '/bos/admin');
    expect(within(menu).getByRole('link', { name: /^Website Settings/ })).toHaveAttribute('href', '/page-builder');
    expect(within(menu).getByRole('link', { name: /^POS/ })).toHaveAttribute('href', '/pos');
  });

  it('lets a sales agent (isSalesAgent) onto the dashboard and sends another user to /account/orders', () => {
    const agent = specStore().user;
    expect(guardRoute({ access: 'agent' }, agent)).toBeNull();
    expect(guardRoute({ access: 'agent' }, agent && { ...agent, isSalesAgent: false })).toMatchObject({ to: '/account/orders' });
  });

  it('lists the cart items by name and pack, with their warning and the totals (Cart item, section 3)', () => {
    renderInStore(<CartContents />);
    const items = screen.getByRole('list', { name: 'Items in your cart' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(items).toHaveTextContent('Toor Dal');
    expect(items).toHaveTextContent('1 kg');
    expect(items).toHaveTextContent('Sona Masoori Rice');
    expect(items).toHaveTextContent('Only 1 left');
    expect(screen.getByText('WELCOME10').closest('span')).toHaveTextContent('Coupon WELCOME10 applied');
    // finalDelivery (0), not the charge before its waiver (40), is what the shopper pays.
    expect(screen.getByText('Free')).toBeInTheDocument();
    // The totals, and again beside the checkout button (issue 35).
    expect(screen.getAllByText('₹228')).toHaveLength(2);
    expect(screen.getByText('Free delivery to 560001.')).toBeInTheDocument();
  });

  it('sizes the logo from logo_settings and sets the search width from search_setting', () => {
    const init = specStore();
    renderInStore(<Header init={init} showSubNavbar />, init);
    const logo = screen.getByRole('link', { name: 'Spec Mart' }).querySelector('img');
    expect(logo).toHaveAttribute('width', '120');
    expect(logo).toHaveAttribute('height', '40');
    expect(logo).toHaveAttribute('src', '/s/media/files/spec-logo.svg');
    expect((document.querySelector('.site-header-bar') as HTMLElement).style.getPropertyValue('--search-width')).toBe('50%');
  });

  it.each([
    ['show_logo', () => screen.getByRole('link', { name: 'Spec Mart' }).querySelector('img')],
    ['show_search_bar', () => screen.queryByRole('combobox', { name: 'Search products' })],
    ['show_pincode', () => screen.queryByRole('button', { name: 'Deliver to 560001' })],
    ['show_cart_icon', () => screen.queryByRole('button', { name: /^Cart/ })],
    ['show_account', () => screen.queryByRole('button', { name: 'Priya Spec' })],
  ] as const)('hides what %s names when it is 0', (name, find) => {
    const shown = specStore();
    renderInStore(<Header init={shown} showSubNavbar />, shown);
    expect(find()).not.toBeNull();
    document.body.innerHTML = '';
    const hidden = specStore((raw) => ({ ...raw, navSetting: { ...raw.navSetting, [name]: 0 } }));
    renderInStore(<Header init={hidden} showSubNavbar />, hidden);
    expect(find()).toBeNull();
  });

  it('shows Login and Register to a guest by show_login and show_register, and no cart when the website sets show_cart to 0', () => {
    const guest = specStore((raw) => ({ ...raw, user: null }));
    renderInStore(<Header init={guest} showSubNavbar />, guest);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/login');
    document.body.innerHTML = '';
    const closed = specStore((raw) => ({
      ...raw,
      user: null,
      web: { ...raw.web, show_cart: 0 },
      navSetting: { ...raw.navSetting, show_login: 0, show_register: 0 },
    }));
    renderInStore(<Header init={closed} showSubNavbar />, closed);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
  });

  it('takes the logo through the image path at logo_settings.image_size', () => {
    const init = specStore((raw) => ({
      ...raw,
      web: { ...raw.web, logo: 'spec-logo.png' },
      navSetting: { ...raw.navSetting, logo_settings: { image_size: 'small', image_height: 40, image_width: 120 } },
    }));
    renderInStore(<Header init={init} showSubNavbar />, init);
    expect(screen.getByRole('link', { name: 'Spec Mart' }).querySelector('img')).toHaveAttribute('src', '/s/media/small/spec-logo.png');
  });

  it('shows a navigation icon only where show_icon is set, and gives the /categories entry the category tree', () => {
    const init = specStore();
    renderInStore(<Header init={init} showSubNavbar />, init);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).querySelector('.nav-icon, img')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Categories' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Staples' })).toHaveAttribute('href', '/products?c=staples');
    expect(within(nav).getByRole('link', { name: 'Rice' })).toHaveAttribute('href', '/products?c=rice');
    expect(within(nav).getByRole('link', { name: 'Mangoes' })).toHaveAttribute('href', '/products?c=mangoes');
  });

  it('renders the owner’s header HTML from dynamicNavbar.data, and the built-in header when data is null', async () => {
    const init = specStore((raw) => ({ ...raw, dynamicNavbar: { data: '<div><span class="sf-cart">Bag</span><b>Spec header</b></div>' } }));
    renderInStore(<Header init={init} showSubNavbar />, init);
    expect(await screen.findByText('Spec header')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bag/ })).toBeInTheDocument();
  });

  it('shows footer_name, the description and the footer items’ children with icons by show_icon; footer HTML from dynamicFooter.data', async () => {
    renderInStore(<Footer init={specStore()} year={2026} />);
    expect(screen.getByRole('heading', { name: 'Spec Mart Foods' })).toBeInTheDocument();
    expect(screen.getByText('Groceries from a store that speaks the specification.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company' })).toBeInTheDocument();
    const icon = screen.getByRole('link', { name: 'About us' }).querySelector<HTMLElement>('.footer-icon');
    expect(icon?.style.getPropertyValue('--icon')).toBe('url("/s/icons/lucide/info.svg")');
    expect(screen.getByRole('link', { name: /^Careers/ }).querySelector('.footer-icon')).toBeNull();
    document.body.innerHTML = '';
    renderInStore(<Footer init={specStore((raw) => ({ ...raw, dynamicFooter: { data: '<p>Spec footer</p>' } }))} year={2026} />);
    expect(await screen.findByText('Spec footer')).toBeInTheDocument();
  });

  it('takes the head from webSeo (og_title, og_description, meta_keywords, og_image)', () => {
    const head = pageHead(specStore(), null, '/');
    expect(
      pageHead(specStore(), { ...parsePageData(specPages['/']), seo_title: '', seo_description: '', seo_keyword: '' }, '/'),
    ).toMatchObject({
      title: 'Spec Mart',
      description: 'Groceries, delivered.',
      keywords: 'groceries, atta',
      image: 'http://localhost:8080/s/media/files/og.png',
    });
    expect(head.title).toBe('Page not found | Spec Mart');
  });

  it('draws a supplier card from its avatar, else its image, linking to its link (Supplier card, section 3)', () => {
    renderInStore(
      <>
        <SupplierCard supplier={{ name: 'Avatar Farms', avatar: 'farm.svg', image: 'other.svg', link: '/about' }} />
        <SupplierCard supplier={{ name: 'Image Mills', image: 'mill.svg', link: 'www.mills.example' }} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Avatar Farms' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Avatar Farms' }).querySelector('img')).toHaveAttribute('src', '/s/media/medium/farm.svg');
    expect(screen.getByRole('link', { name: /Image Mills/ }).querySelector('img')).toHaveAttribute('src', '/s/media/medium/mill.svg');
  });
});

/**
 * A store that answers page data, the product list and a product as spec sections 3 and 7 write them
 * (fixtures/spec/): the storefront in front of it, from its first request.
 */
function specApi(): ApiClient {
  const get = vi.fn(async (path: string) => {
    if (path === '/api/page/data') return specPages['/'];
    if (path === '/api/page/data/products') return specPages['/products'];
    if (path.startsWith('/api/page/data/products/')) return specPages['/products/{slug}'];
    if (path.startsWith('/api/products?')) return specProducts;
    if (path === `/api/products/${specProduct.slug}`) return specProduct;
    throw Object.assign(new Error(`GET ${path}`), { status: 404, data: { message: 'Not found' } });
  });
  return { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
}

function openStore(path: string) {
  history.replaceState(null, '', path);
  const api = specApi();
  render(<App init={specStore()} firstPage={null} api={api} registry={registry} />);
  return api;
}

describe('spec-shaped page data, product list and product (sections 3 and 7)', () => {
  it('renders a page from `components` in `sort` order, honours show_navbar, show_sub_navbar and show_footer as 1/0, and takes its SEO and schema_script', async () => {
    openStore('/');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: /Spec Mart/ }).map((h) => h.textContent)).toEqual([
        'Welcome to Spec Mart',
        'Fresh from Spec Mart',
      ]),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Groceries at Spec Mart'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Staples and snacks from a store that speaks the specification.',
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'groceries, staples, spec');
    expect(JSON.parse(document.getElementById('page-ld')?.textContent ?? 'null')).toMatchObject({
      '@type': 'GroceryStore',
      name: 'Spec Mart',
    });
  });

  it('lists products from `data` and `meta.total` alone: cards by name, packs with struck prices, the total and the pages', async () => {
    openStore('/products');
    expect(await screen.findByRole('link', { name: 'Spec Basmati Rice' })).toHaveAttribute('href', '/products/spec-basmati-rice');
    expect(screen.getByRole('link', { name: 'Spec Masala Peanuts' })).toHaveAttribute('href', '/products/spec-masala-peanuts');
    expect(screen.getByLabelText('was ₹150')).toBeInTheDocument();
    expect(screen.getByLabelText('was ₹50')).toBeInTheDocument();
    expect(screen.getByText('30 products')).toBeInTheDocument();
    // 30 at 24 a page: two pages.
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).queryByRole('button', { name: 'Page 3' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows a product whose description is named parts and whose info is HTML, its image from the first media, any discount_type worded', async () => {
    openStore('/products/spec-basmati-rice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spec Basmati Rice' })).toBeInTheDocument();
    expect(await screen.findByText('Dehradun, Uttarakhand')).toBeInTheDocument();
    expect(screen.getByText('Extra long, aged 12 months')).toBeInTheDocument();
    expect(screen.getByText('cool, dry').tagName).toBe('STRONG');
    expect(screen.getByText('₹30 off')).toBeInTheDocument();
    expect(document.querySelector('main img')?.getAttribute('src')).toContain('basmati.svg');
    // show_navbar 0 on this page: no header.
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
