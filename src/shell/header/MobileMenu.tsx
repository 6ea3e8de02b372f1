import { Link } from 'wouter';
import type { NavItem } from '../../../contract/entities';
import type { Init } from '../../../contract/init';
import { CartBadge } from '../../features/cart/CartBadge';
import { NavItemLink } from './NavItemLink';

interface Props {
  init: Init;
  items: NavItem[];
  onCategories: () => void;
  onPincode: () => void;
  onCart: () => void;
  onNavigate: () => void;
}

/**
 * The phone's menu drawer: the navigation tree (groups expand with native details), then what the
 * phone header has no room for: the account (or Login), the delivery pincode and the cart.
 */
export default function MobileMenu({ init, items, onCategories, onPincode, onCart, onNavigate }: Props) {
  const { navSetting, user, web } = init;
  return (
    // Any link click inside closes the drawer; group toggles (summary) do not.
    <nav aria-label="Menu" className="mobile-menu" onClick={(event) => (event.target as Element).closest('a') && onNavigate()}>
      <MenuList items={items} onCategories={onCategories} />
      <ul className="mobile-menu-shopper">
        {navSetting.show_account && user ? (
          <li>
            <Link href="/account">Account ({user.name || user.phone})</Link>
          </li>
        ) : null}
        {navSetting.show_account && !user && navSetting.show_login ? (
          <li>
            <Link href="/auth/login">Login</Link>
          </li>
        ) : null}
        {navSetting.show_pincode ? (
          <li>
            <button type="button" className="nav-button" onClick={onPincode}>
              {init.pincode ? `Deliver to ${init.pincode}` : 'Select delivery pincode'}
            </button>
          </li>
        ) : null}
        {navSetting.show_cart_icon && web.show_cart ? (
          <li>
            <button type="button" className="nav-button" onClick={onCart}>
              Cart <CartBadge />
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function MenuList({ items, onCategories }: { items: NavItem[]; onCategories: () => void }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={`${item.name}-${index}`}>
          {item.children.length > 0 ? (
            <details open={Boolean(item.open)}>
              <summary>{item.name}</summary>
              {/* The group's own page, when it has one, named as such rather than repeating the group. */}
              <MenuList
                items={item.link.trim() ? [{ ...item, name: `All ${item.name}`, children: [] }, ...item.children] : item.children}
                onCategories={onCategories}
              />
            </details>
          ) : (
            <NavItemLink item={item} onCategories={onCategories} />
          )}
        </li>
      ))}
    </ul>
  );
}
