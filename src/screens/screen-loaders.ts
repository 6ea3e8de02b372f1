import type { ComponentType } from 'react';
import { comingFeatures } from './coming-soon/features';
import type { ScreenProps } from './screen-props';

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;
const comingSoon: Loader = () => import('./coming-soon/ComingSoon');

/** Screen id → lazily loaded screen. Screens not built yet show ComingSoon. */
export const screenLoaders: Partial<Record<string, Loader>> = {
  ...Object.fromEntries(Object.keys(comingFeatures).map((id) => [id, comingSoon])),
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
  login: () => import('./auth/LoginScreen'),
  verify: () => import('./auth/VerifyScreen'),
  register: () => import('./auth/RegisterScreen'),
  logout: () => import('./auth/LogoutScreen'),
};
