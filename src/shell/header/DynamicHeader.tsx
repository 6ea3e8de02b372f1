import { useCallback, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Init } from '../../../contract/init';
import SafeHtml, { type Slots } from '../../sanitise/SafeHtml';
import { CartBadge } from '../../features/cart/CartBadge';
import { AccountEntry } from './AccountEntry';
import type { HEADER_SLOTS } from './header-slots';
import { ownerControls } from './owner-controls';
import { controlRecogniser } from './recognise-control';
import { SearchBox } from './SearchBox';

/**
 * The owner's header HTML (sanitised, keeping its buttons, inputs, selects and forms). The owner's
 * controls, by the names of HEADER_CONTROLS or recognised from what their markup says
 * (recognise-control.ts), get the behaviours of spec section 2; our `sf-*` placeholders (HEADER_SLOTS)
 * are replaced with the built-in controls. See docs/dynamic-header.md.
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
  // A fresh recogniser for each parse (it remembers what it found), knowing the store's category slugs.
  const findSlot = useCallback(() => {
    const categorySlugs = new Set<string>();
    const add = (list: Init['categories']) => list.forEach((c) => (categorySlugs.add(c.slug), add(c.children)));
    add(init.categories);
    return controlRecogniser({ categorySlugs });
  }, [init.categories]);
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
  return <SafeHtml html={html} slots={slots} findSlot={findSlot} kind="chrome" className="dynamic-header" />;
}
