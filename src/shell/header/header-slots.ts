/**
 * The ids and classes that turn elements of the owner's header HTML into live controls, and what each
 * becomes (docs/dynamic-header.md); the page editor tells the owner which ones the HTML provides.
 */
export const HEADER_SLOTS = {
  'sf-menu': 'the menu button (phones)',
  'sf-search': 'the search box',
  'sf-cart': 'the cart button with its count',
  'sf-pincode': 'the pincode button',
  'sf-account': 'the account menu',
  'sf-category-select': 'the categories select',
} as const;

/** One wired element of the owner's header HTML. */
export type HeaderSlot = keyof typeof HEADER_SLOTS;
