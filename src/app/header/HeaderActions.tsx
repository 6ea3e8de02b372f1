import type { Init } from '../../../contract/init';
import { CartBadge } from '../cart/CartBadge';
import { AccountEntry } from './AccountEntry';

/** Pincode, account and cart, as the navSetting switches allow; the pincode and cart buttons open their panels. */
export function HeaderActions({ init, onPincode, onCart }: { init: Init; onPincode: () => void; onCart: () => void }) {
  const { navSetting, user } = init;
  return (
    <div className="header-actions">
      {navSetting.show_pincode ? (
        <button type="button" className="header-pincode" onClick={onPincode}>{init.pincode ? `Deliver to ${init.pincode}` : 'Select pincode'}</button>
      ) : null}
      {navSetting.show_account ? <AccountEntry user={user} /> : null}
      {navSetting.show_cart ? (
        <button type="button" className="header-cart" onClick={onCart}>Cart <CartBadge /></button>
      ) : null}
    </div>
  );
}
