/** The class of the element that store-owner CSS is scoped to (kept apart so the shell need not load the parser). */
export const STORE_SCOPE = 'store-content';
