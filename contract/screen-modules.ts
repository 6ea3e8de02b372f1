import type { ScreenId } from './routes';

/**
 * Each built-in screen's module, by the id the screen component names: src/features/screens.ts loads
 * it (a test checks the two agree), and the server lists its chunk among a page's modules, so that a
 * server-rendered screen is hydrated as soon as the app starts instead of after another round trip.
 */
export const SCREEN_MODULES = {
  'product-list': 'src/features/catalogue/product-list/ProductList.tsx',
  product: 'src/features/catalogue/product/ProductPage.tsx',
  cart: 'src/features/cart/CartScreen.tsx',
  checkout: 'src/features/checkout/CheckoutScreen.tsx',
  'order-success': 'src/features/checkout/OrderSuccess.tsx',
  'checkout-pay': 'src/features/payment/PayScreen.tsx',
  'checkout-confirm': 'src/features/payment/ConfirmScreen.tsx',
  account: 'src/features/account/AccountHome.tsx',
  orders: 'src/features/orders/OrdersScreen.tsx',
  order: 'src/features/orders/OrderScreen.tsx',
  addresses: 'src/features/account/AddressesScreen.tsx',
  details: 'src/features/account/DetailsScreen.tsx',
  wishlist: 'src/features/wishlist/WishlistScreen.tsx',
  dashboard: 'src/features/account/DashboardScreen.tsx',
  'website-choose': 'src/features/websites/WebsiteChooseScreen.tsx',
  'website-create': 'src/features/websites/WebsiteCreateScreen.tsx',
  login: 'src/features/auth/LoginScreen.tsx',
  verify: 'src/features/auth/VerifyScreen.tsx',
  register: 'src/features/auth/RegisterScreen.tsx',
  logout: 'src/features/auth/LogoutScreen.tsx',
} as const satisfies Record<ScreenId, string>;

/** The id of the screen a screen component's unvalidated data names, if it names a known one. */
export function screenIdOf(data: unknown): ScreenId | undefined {
  const id = data && typeof data === 'object' && 'screen' in data ? data.screen : undefined;
  return typeof id === 'string' && Object.hasOwn(SCREEN_MODULES, id) ? (id as ScreenId) : undefined;
}

/** The module of the screen a placed component's data names, if it names a known one. */
export function screenModuleOf(data: unknown): string | undefined {
  const id = screenIdOf(data);
  return id && SCREEN_MODULES[id];
}
