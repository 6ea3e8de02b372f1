import { useState } from 'react';

/** Which header drawer is open: the mobile menu, the search drawer or the category filter. */
export type HeaderDrawer = 'menu' | 'search' | 'categories' | null;

/** Open/close state of the header's drawers (one at a time). */
export function useHeaderDrawers() {
  const [open, setOpen] = useState<HeaderDrawer>(null);
  return { open, show: (drawer: Exclude<HeaderDrawer, null>) => setOpen(drawer), close: () => setOpen(null) };
}
