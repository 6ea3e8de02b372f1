import { createElement, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { Init } from '../../../contract/init';
import type { Slots, StoreElement } from '../../sanitise/SafeHtml';
import { useCart } from '../../features/cart/CartProvider';
import { searchPath } from './SearchBox';
import type { HEADER_CONTROLS } from './header-slots';

const VOID_TAGS = new Set(['input', 'img', 'br', 'hr', 'wbr']);
const SEARCH_INPUT = '#search-input, .search-input';

/** The owner's element as it is, with the given props added (a void element keeps no content). */
function render(element: StoreElement, extra: Record<string, unknown>, content: ReactNode): ReactNode {
  return createElement(element.tag, { ...element.props, ...extra }, VOID_TAGS.has(element.tag) ? undefined : content);
}

/** Props that make any element run `action` when clicked, or on Enter and Space when it is not a button or link of its own. */
function actionProps(element: StoreElement, action: (event: SyntheticEvent) => void): Record<string, unknown> {
  if (element.tag === 'button') return { type: 'button', onClick: action };
  const onClick = (event: SyntheticEvent) => {
    event.preventDefault();
    action(event);
  };
  if (element.tag === 'a' && element.props.href) return { onClick };
  return {
    role: element.props.role ?? 'button',
    tabIndex: element.props.tabIndex ?? 0,
    onClick,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      action(event);
    },
  };
}

function CartCount() {
  return <>{useCart().cart.quantity}</>;
}

interface Wiring {
  init: Init;
  navigate: (to: string) => void;
  onMenu: () => void;
  onCart: () => void;
  onPincode: () => void;
}

/** The behaviours of spec section 2 wired onto the owner's own header elements (see HEADER_CONTROLS). */
export function ownerControls({ init, navigate, onMenu, onCart, onPincode }: Wiring): Record<keyof typeof HEADER_CONTROLS, Slots[string]> {
  const search = (text: string) => {
    const to = searchPath(text);
    if (to) navigate(to);
  };
  return {
    'menu-button': (content, element) => render(element, actionProps(element, onMenu), content),
    'search-input': (content, element) =>
      render(
        element,
        element.tag === 'input'
          ? {
              onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                search(event.currentTarget.value);
              },
            }
          : {},
        content,
      ),
    'search-button': (content, element) =>
      render(
        element,
        actionProps(element, (event) => {
          const header = (event.currentTarget as HTMLElement).closest('.dynamic-header');
          search(header?.querySelector<HTMLInputElement>(SEARCH_INPUT)?.value ?? '');
        }),
        content,
      ),
    'cart-button': (content, element) => render(element, actionProps(element, onCart), content),
    'cart-count': (_content, element) => render(element, {}, <CartCount />),
    'pincode-button': (content, element) => render(element, actionProps(element, onPincode), content),
    'pincode-text': (content, element) => render(element, {}, init.pincode ?? content),
    'account-button': (content, element) =>
      render(
        element,
        actionProps(element, () => navigate(init.user ? '/account' : '/auth/login')),
        content,
      ),
    'category-select': (content, element) => {
      if (element.tag !== 'select') return render(element, {}, content);
      const ownOptions = element.options.some(Boolean);
      const labelled = ['aria-label', 'aria-labelledby', 'id'].some((name) => element.props[name]);
      return render(
        element,
        {
          defaultValue: element.props.defaultValue ?? '',
          ...(labelled ? {} : { 'aria-label': 'Shop by category' }),
          onChange: (event: SyntheticEvent<HTMLSelectElement>) => {
            const slug = event.currentTarget.value;
            if (slug) navigate(`/products?c=${encodeURIComponent(slug)}`);
          },
        },
        ownOptions ? (
          content
        ) : (
          <>
            {element.options.length ? content : <option value="">All categories</option>}
            {init.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </>
        ),
      );
    },
  };
}
