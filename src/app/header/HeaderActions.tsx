import { Link } from 'wouter';
import type { Init } from '../../api/contracts/init';

/** Pincode, account and cart, as the navSetting switches allow. */
export function HeaderActions({ init }: { init: Init }) {
  const { navSetting, user, cart } = init;
  return (
    <div className="header-actions">
      {navSetting.show_pincode ? <span className="header-pincode">{init.pincode ? `Deliver to ${init.pincode}` : 'Select pincode'}</span> : null}
      {navSetting.show_account ? <Link href={user ? '/account' : '/auth/login'}>{user ? user.name || 'Account' : 'Login'}</Link> : null}
      {navSetting.show_cart ? (
        <Link href="/cart" className="header-cart">
          Cart <span className="cart-badge" aria-label={`${cart.quantity} items`}>{cart.quantity}</span>
        </Link>
      ) : null}
    </div>
  );
}
