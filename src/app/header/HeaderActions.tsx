import { Link } from 'wouter';
import type { Init } from '../../api/contracts/init';
import { CartBadge } from '../cart/CartBadge';

/** Pincode, account and cart, as the navSetting switches allow; the pincode and cart buttons open their panels. */
export function HeaderActions({ init, onPincode, onCart }: { init: Init; onPincode: () => void; onCart: () => void }) {
  const { navSetting, user } = init;
  return (
    <div className="header-actions">
      {navSetting.show_pincode ? (
        <button type="button" className="header-pincode" onClick={onPincode}>{init.pincode ? `Deliver to ${init.pincode}` : 'Select pincode'}</button>
      ) : null}
      {navSetting.show_account ? <Link href={user ? '/account' : '/auth/login'}>{user ? user.name || 'Account' : 'Login'}</Link> : null}
      {navSetting.show_cart ? (
        <button type="button" className="header-cart" onClick={onCart}>Cart <CartBadge /></button>
      ) : null}
    </div>
  );
}
