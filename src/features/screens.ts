import type { ComponentType } from 'react';
import type { ScreenId, ScreenProps } from './screen-props';

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Every built-in screen, by the id the screen schema's enum gives it, lazily loaded: the one place a
 * screen is registered. A screen id without a loader here (or a loader for no id) does not compile.
 */
export const screenLoaders = {
  'product-list': () => import('./catalogue/product-list/ProductList'),
  product: () => import('./catalogue/product/ProductPage'),
  cart: () => import('./cart/CartScreen'),
  checkout: () => import('./checkout/CheckoutScreen'),
  'order-success': () => import('./checkout/OrderSuccess'),
  'checkout-pay': () => import('./payment/PayScreen'),
  'checkout-confirm': () => import('./payment/ConfirmScreen'),
  account: () => import('./account/AccountHome'),
  orders: () => import('./orders/OrdersScreen'),
  order: () => import('./orders/OrderScreen'),
  addresses: () => import('./account/AddressesScreen'),
  details: () => import('./account/DetailsScreen'),
  wishlist: () => import('./wishlist/WishlistScreen'),
  dashboard: () => import('./account/DashboardScreen'),
  'website-choose': () => import('./websites/WebsiteChooseScreen'),
  'website-create': () => import('./websites/WebsiteCreateScreen'),
  login: () => import('./auth/LoginScreen'),
  verify: () => import('./auth/VerifyScreen'),
  register: () => import('./auth/RegisterScreen'),
  logout: () => import('./auth/LogoutScreen'),
} satisfies Record<ScreenId, Loader>;
