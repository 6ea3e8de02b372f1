import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Init } from '../../../contract/init';
import SafeHtml, { type Slots } from '../../sanitise/SafeHtml';
import { CartBadge } from '../../features/cart/CartBadge';
import { AccountEntry } from './AccountEntry';
import type { HEADER_SLOTS } from './header-slots';
import { ownerControls } from './owner-controls';
import { SearchBox } from './SearchBox';

/**
 * The owner's header HTML (sanitised, keeping its buttons, inputs and selects). The owner's elements
 * with the ids or classes of HEADER_CONTROLS get the behaviours of spec section 2; our `sf-*`
 * placeholders (HEADER_SLOTS) are replaced with the built-in controls. See docs/dynamic-header.md.
 */
export default function DynamicHeader({
  html,
  init,
  onMenu,
  onCart,
  onPincode,
}: {
  html: string;
  init: Init;
  onMenu: () => void;
  onCart: () => void;
  onPincode: () => void;
}) {
  const [, navigate] = useLocation();
  const slots = useMemo<Slots & Record<keyof typeof HEADER_SLOTS, (content: ReactNode) => ReactNode>>(
    () => ({
      ...ownerControls({ init, navigate, onMenu, onCart, onPincode }),
      'sf-menu': (content: ReactNode) => (
        <button type="button" className="sf-menu" onClick={onMenu} aria-label="Open menu">
          {content}
        </button>
      ),
      'sf-search': () => <SearchBox className="sf-search" ignoreEmpty />,
      'sf-cart': (content: ReactNode) => (
        <button type="button" className="sf-cart" onClick={onCart}>
          {content}
          <CartBadge />
        </button>
      ),
      'sf-pincode': (content: ReactNode) => (
        <button type="button" className="sf-pincode" onClick={onPincode}>
          {init.pincode ? `Deliver to ${init.pincode}` : content}
        </button>
      ),
      'sf-account': (content: ReactNode) => <AccountEntry user={init.user} guestLabel={content} className="sf-account" />,
      'sf-category-select': () => (
        <select
          className="sf-category-select"
          aria-label="Shop by category"
          defaultValue=""
          onChange={(e) => e.target.value && navigate(`/products?c=${encodeURIComponent(e.target.value)}`)}
        >
          <option value="">All categories</option>
          {init.categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      ),
    }),
    [init, navigate, onMenu, onCart, onPincode],
  );
  return <SafeHtml html={html} slots={slots} kind="chrome" className="dynamic-header" />;
}
