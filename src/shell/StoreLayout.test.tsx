import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../registry';
import type { ApiClient } from '../api/http-client';
import { App } from '../shell/App';
import type { BootPage } from '../../contract/boot-payload';
import { makeInit } from '../../tests/support/init-factory';
import { parsePageData } from '../../contract/read-page-data';
import { REDIRECT_KEY } from '../features/auth/redirect-path';
import { asha } from '../../tests/support/shoppers';

// Counts the router's matches: a path is matched once and its parameters handed to the screens.
const matches = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../contract/routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../contract/routes')>();
  return { ...actual, matchRoute: (path: string) => (matches.count++, actual.matchRoute(path)) };
});

const pages: Record<string, unknown> = {
  '/api/page/data/account/orders/FK-1042': { data: [{ name: 'screen', data: { screen: 'order' } }] },
  '/api/page/data': { data: [{ name: 'heading', data: { title: 'Home page' } }] },
  '/api/page/data/faq': {
    data: [{ name: 'heading', data: { title: 'FAQ' } }],
    show_footer: false,
  },
  '/api/page/data/auth/login': { data: [{ name: 'screen', data: { screen: 'login' } }], seo_title: 'Sign in' },
};

function fakeApi(): ApiClient {
  const get = vi.fn(async (path: string) => {
    if (path in pages) return pages[path];
    throw Object.assign(new Error('not found'), { status: 404, data: { message: 'Page not found' } });
  });
  return { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as ApiClient;
}

function renderAt(path: string, firstPage: BootPage | null = null, init = makeInit()) {
  history.replaceState(null, '', path);
  const api = fakeApi();
  render(<App init={init} firstPage={firstPage} api={api} registry={registry} />);
  return api;
}

describe('StoreLayout', () => {
  it('renders the boot page without asking the API', async () => {
    const data = parsePageData({ data: [{ name: 'heading', data: { title: 'From the boot payload' } }] });
    const api = renderAt('/', { path: '/', status: 200, data });
    expect(await screen.findByRole('heading', { name: 'From the boot payload' })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('loads page data for the path and sets the document title', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('FreshKart'));
  });

  it('sends a visitor from a login-only route to sign in, remembering the path', async () => {
    renderAt('/account/orders?page=2');
    await waitFor(() => expect(location.pathname).toBe('/auth/login'));
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/account/orders?page=2');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a signed-in non-agent away from the agent dashboard', async () => {
    renderAt('/account/dashboard', null, makeInit({ user: asha }));
    await waitFor(() => expect(location.pathname).toBe('/account/orders'));
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/account/dashboard');
  });

  it('matches the path once and hands the screen its parameters', async () => {
    matches.count = 0;
    const api = renderAt('/account/orders/FK-1042', null, makeInit({ user: asha }));
    // The order screen asks for the order its route names.
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/api/orders/FK-1042', undefined, expect.any(AbortSignal)));
    expect(matches.count).toBe(1);
  });

  it('shows a built-in screen when the store has no page data for its route (issue 34: a spec-only store)', async () => {
    renderAt('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a path without page data', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('follows page switches: footer hidden where the page says so, main re-created on navigation', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    const firstMain = screen.getByRole('main');
    history.pushState(null, '', '/faq');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toBe(firstMain);
    // The full path includes the query: a new query is a new main area too.
    const faqMain = screen.getByRole('main');
    history.pushState(null, '', '/faq?from=menu');
    dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(screen.getByRole('main')).not.toBe(faqMain));
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('lays a content page out full width and the home page in the container (spec section 2)', async () => {
    renderAt('/faq');
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(screen.getByRole('main')).toHaveClass('main-full');
    document.body.innerHTML = '';
    renderAt('/');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.getByRole('main')).toHaveClass('main-contained');
  });

  it('navigates with header links inside the app', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Home page' });
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(location.pathname).toBe('/auth/login');
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });
});
