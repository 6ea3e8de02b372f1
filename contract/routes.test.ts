import { describe, expect, it } from 'vitest';
import { matchRoute, normalisePath, routes } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/products', 'product-list', {}],
    ['/products/', 'product-list', {}],
    ['/products/basmati-rice', 'product', { slug: 'basmati-rice' }],
    ['/products/a%20b', 'product', { slug: 'a b' }],
    ['/products/%E0%A4', 'product', { slug: '%E0%A4' }],
    ['/checkout/confirm/12', 'checkout-confirm', { id: '12' }],
    ['/checkout/razorpay/12', 'checkout-pay', { provider: 'razorpay', id: '12' }],
    ['/order/success/FK-1001', 'order-success', { ordernumber: 'FK-1001' }],
    ['/account/orders/7', 'order', { id: '7' }],
    ['/about', 'content', {}],
    ['/products/a/b', 'content', {}],
  ])('%s → %s', (path, id, params) => {
    const match = matchRoute(path);
    expect(match.route.id).toBe(id);
    expect(match.params).toEqual(params);
  });

  it('marks checkout, auth screens, sign-out and content pages full width (spec section 2), and only login routes guarded', () => {
    const byId = new Map(routes.map((r) => [r.id, r]));
    expect(byId.get('checkout')).toMatchObject({ access: 'login', fullWidth: true });
    expect(byId.get('login')).toMatchObject({ access: 'public', fullWidth: true });
    expect(byId.get('logout')).toMatchObject({ access: 'public', fullWidth: true });
    expect(matchRoute('/about/our-farms').route).toMatchObject({ id: 'content', fullWidth: true });
    expect(byId.get('product-list')?.fullWidth).toBe(false);
    expect(byId.get('dashboard')?.access).toBe('agent');
    expect(routes.filter((r) => r.popup).map((r) => r.path)).toEqual(['/', '/products']);
  });
});

describe('normalisePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['//a//b/', '/a/b'],
    ['/about/', '/about'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});
