import { createElement, type FormEvent, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { Init } from '../../../contract/init';
import type { Slots, StoreElement } from '../../sanitise/SafeHtml';
import { useCart } from '../../features/cart/CartProvider';
import { searchPath } from './SearchBox';
import type { HeaderControl } from './header-slots';

const VOID_TAGS = new Set(['input', 'img', 'br', 'hr', 'wbr']);
/** Marks each wired element with what it is (for the owner's CSS and for finding the search text). */
const MARK = 'data-sf-control';

/** What a control is called when the owner's element has no words or label of its own (an icon, a count). */
const NAMES: Partial<Record<HeaderControl, string>> = {
  'menu-button': 'Menu',
  'search-button': 'Search',
  'cart-button': 'Cart',
  'pincode-button': 'Change delivery pincode',
  'account-button': 'Account',
};

/** The owner's element as it is, with the given props added (a void element keeps no content). */
function render(element: StoreElement, control: HeaderControl, extra: Record<string, unknown>, content: ReactNode): ReactNode {
  return createElement(element.tag, { ...element.props, [MARK]: control, ...extra }, VOID_TAGS.has(element.tag) ? undefined : content);
}

/** Props that make any element run `action` when clicked, or on Enter and Space when it is not a button or link of its own. */
function actionProps(element: StoreElement, control: HeaderControl, action: (event: SyntheticEvent) => void): Record<string, unknown> {
  const named = /\p{L}/u.test(element.text) || ['aria-label', 'aria-labelledby', 'title'].some((name) => element.props[name]);
  const label = named ? {} : { 'aria-label': NAMES[control] };
  if (element.tag === 'button') return { type: 'button', onClick: action, ...label };
  const onClick = (event: SyntheticEvent) => {
    event.preventDefault();
    action(event);
  };
  if (element.tag === 'a' && element.props.href) return { onClick, ...label };
  return {
    role: element.props.role ?? 'button',
    tabIndex: element.props.tabIndex ?? 0,
    onClick,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      action(event);
    },
    ...label,
  };
}

/** The text of the header's search input, found from the element that asks (the form it is in, else the whole header). */
function searchText(from: Element): string {
  const scope = from.closest('form') ?? from.closest('.dynamic-header');
  return scope?.querySelector<HTMLInputElement>(`[${MARK}="search-input"]`)?.value ?? '';
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
export function ownerControls({ init, navigate, onMenu, onCart, onPincode }: Wiring): Record<HeaderControl, Slots[string]> {
  const search = (text: string) => {
    const to = searchPath(text);
    if (to) navigate(to);
  };
  const acting = (control: HeaderControl, action: (event: SyntheticEvent) => void) => (content: ReactNode, element: StoreElement) =>
    render(element, control, actionProps(element, control, action), content);
  return {
    'menu-button': acting('menu-button', onMenu),
    'search-input': (content, element) =>
      render(
        element,
        'search-input',
        element.tag === 'input'
          ? {
              onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                // Inside a form, Enter submits it, and the form searches.
                if (event.key !== 'Enter' || event.currentTarget.form) return;
                event.preventDefault();
                search(event.currentTarget.value);
              },
            }
          : {},
        content,
      ),
    'search-button': acting('search-button', (event) => search(searchText(event.currentTarget as Element))),
    'search-form': (content, element) =>
      render(
        element,
        'search-form',
        {
          onSubmit: (event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            search(searchText(event.currentTarget));
          },
        },
        content,
      ),
    'cart-button': acting('cart-button', onCart),
    'cart-count': (_content, element) => render(element, 'cart-count', {}, <CartCount />),
    'pincode-button': acting('pincode-button', onPincode),
    'pincode-text': (content, element) => render(element, 'pincode-text', {}, init.pincode ?? content),
    'account-button': acting('account-button', () => navigate(init.user ? '/account' : '/auth/login')),
    'category-select': (content, element) => {
      if (element.tag !== 'select') return render(element, 'category-select', {}, content);
      const ownOptions = element.options.some(Boolean);
      const labelled = ['aria-label', 'aria-labelledby', 'id'].some((name) => element.props[name]);
      return render(
        element,
        'category-select',
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
