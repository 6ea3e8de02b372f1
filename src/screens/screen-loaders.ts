import type { ComponentType } from 'react';
import type { ScreenProps } from './screen-props';

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/** Screen id → lazily loaded screen. */
export const screenLoaders: Partial<Record<string, Loader>> = {
  'product-list': () => import('./product-list/ProductList'),
  product: () => import('./product/ProductPage'),
  cart: () => import('./cart/CartScreen'),
  checkout: () => import('./checkout/CheckoutScreen'),
  'order-success': () => import('./order-success/OrderSuccess'),
  'checkout-pay': () => import('./payment/PayScreen'),
  'checkout-confirm': () => import('./payment/ConfirmScreen'),
  account: () => import('./account/AccountHome'),
  orders: () => import('./account/OrdersScreen'),
  order: () => import('./account/OrderScreen'),
  addresses: () => import('./account/AddressesScreen'),
  details: () => import('./account/DetailsScreen'),
  wishlist: () => import('./account/WishlistScreen'),
  dashboard: () => import('./account/DashboardScreen'),
  'website-choose': () => import('./websites/WebsiteChooseScreen'),
  'website-create': () => import('./websites/WebsiteCreateScreen'),
  login: () => import('./auth/LoginScreen'),
  verify: () => import('./auth/VerifyScreen'),
  register: () => import('./auth/RegisterScreen'),
  logout: () => import('./auth/LogoutScreen'),
};
