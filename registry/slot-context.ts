import { createContext, useContext, type ReactNode } from 'react';

/**
 * Draws a layout's list of components (one slot) as the page draws its own: each validated and
 * isolated. `slot` says which of the layout's lists it is, in the order of its schema's `x-slot`
 * fields (an array's items in order: a Columns' column 2 is 1), so the editor can point at each one.
 */
export type SlotDrawer = (components: readonly unknown[], slot: number) => ReactNode;

/** Given by the engine's page renderer (registry code never imports the engine), or by the editor's canvas around it. */
export const SlotContext = createContext<SlotDrawer | null>(null);

/** The nearest page renderer's way of drawing a slot. */
export function useSlotDrawer(): SlotDrawer {
  const draw = useContext(SlotContext);
  if (!draw) throw new Error('A layout needs a <PageRenderer> above it');
  return draw;
}

/**
 * Dispatched (bubbling) on an element to have every layout holding it show it: tabs show the tab it
 * is in. The editor's canvas asks so for the selected component.
 */
export const REVEAL_EVENT = 'storefront:reveal';
