import { useState } from 'react';

/** Which header panel is open: the mobile menu, the search drawer, the category filter, the cart or the pincode modal. */
export type HeaderDrawer = 'menu' | 'search' | 'categories' | 'cart' | 'pincode' | null;

/** Open/close state of the header's drawers (one at a time). */
export function useHeaderDrawers() {
  const [open, setOpen] = useState<HeaderDrawer>(null);
  return { open, show: (drawer: Exclude<HeaderDrawer, null>) => setOpen(drawer), close: () => setOpen(null) };
}
