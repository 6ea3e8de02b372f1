import { Link } from 'wouter';
import type { Init } from '../../../contract/init';
import { CartBadge } from '../../features/cart/CartBadge';
import { AccountEntry } from './AccountEntry';

/**
 * Pincode, account (Login for a guest while show_login is on; Register while show_register is on:
 * registration starts with the phone number at /auth/login) and cart, as the switches allow.
 */
export function HeaderActions({ init, onPincode, onCart }: { init: Init; onPincode: () => void; onCart: () => void }) {
  const { navSetting, user, web } = init;
  return (
    <div className="header-actions">
      {navSetting.show_pincode ? (
        <button type="button" className="header-pincode" onClick={onPincode}>
          {init.pincode ? `Deliver to ${init.pincode}` : 'Select pincode'}
        </button>
      ) : null}
      {navSetting.show_account && (user || navSetting.show_login) ? <AccountEntry user={user} className="header-account" /> : null}
      {!user && navSetting.show_register ? (
        <Link href="/auth/login" className="header-register">
          Register
        </Link>
      ) : null}
      {navSetting.show_cart_icon && web.show_cart ? (
        <button type="button" className="header-cart" onClick={onCart}>
          <span className="header-cart-label">Cart</span> <CartBadge />
        </button>
      ) : null}
    </div>
  );
}
