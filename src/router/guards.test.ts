import { describe, expect, it } from 'vitest';
import { guardRoute } from './guards';
import { matchRoute } from '../../contract/routes';

const shopper = { isSalesAgent: false };
const agent = { isSalesAgent: true };

describe('guardRoute', () => {
  it.each([
    ['/', null, null],
    ['/products/atta', null, null],
    ['/account/orders', null, '/auth/login'],
    ['/checkout', null, '/auth/login'],
    ['/order/success/ORD1', null, '/auth/login'],
    ['/account/dashboard', null, '/auth/login'],
    ['/account/orders', shopper, null],
    ['/account/dashboard', shopper, '/account/orders'],
    ['/account/dashboard', agent, null],
    ['/about', null, null],
  ])('%s for %j → %s', (path, user, expected) => {
    expect(guardRoute(matchRoute(path).route, user)?.to ?? null).toBe(expected);
  });
});
