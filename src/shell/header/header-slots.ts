/**
 * The owner's own header controls that the storefront wires (spec section 2: "it wires up mobile menu,
 * search, cart button, pincode button, account button and categories select by element id or class"),
 * by these names as ids or classes, or recognised from what the markup says (recognise-control.ts):
 * the element stays the owner's, with its own content and styles (docs/dynamic-header.md). The
 * specification names no ids, so these names are ours.
 */
export const HEADER_CONTROLS = {
  'menu-button': 'opens the menu drawer (phones)',
  'search-input': 'an input: Enter searches its text (an empty search does nothing)',
  'search-button': 'searches the text of the search input',
  'search-form': 'a form: submitting it searches the text of its search input; it never submits itself',
  'cart-button': 'opens the cart',
  'cart-count': 'shows the number of items in the cart',
  'pincode-button': 'opens Change Location',
  'pincode-text': 'shows the chosen pincode',
  'account-button': 'opens the account, or Login for a guest',
  'category-select': 'a select: opens the chosen category (filled with the categories when it has no options of its own)',
} as const;

/**
 * Our extension: placeholders that the storefront replaces with its own built-in controls.
 */
export const HEADER_SLOTS = {
  'sf-menu': 'the menu button (phones)',
  'sf-search': 'the search box',
  'sf-cart': 'the cart button with its count',
  'sf-pincode': 'the pincode button',
  'sf-account': 'the account menu',
  'sf-category-select': 'the categories select',
} as const;

/** One of the owner's header controls the storefront wires. */
export type HeaderControl = keyof typeof HEADER_CONTROLS;

/** One wired element of the owner's header HTML, by id or class. */
export type HeaderSlot = keyof typeof HEADER_SLOTS | keyof typeof HEADER_CONTROLS;

/** Every id or class the storefront acts on in the owner's header, and what it does. */
export const HEADER_WIRING: Record<HeaderSlot, string> = { ...HEADER_CONTROLS, ...HEADER_SLOTS };
