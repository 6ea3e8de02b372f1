import { createContext, useContext, type ReactNode } from 'react';

/** Draws a layout's list of components (one slot) as the page draws its own: each validated and isolated. */
export type SlotDrawer = (components: readonly unknown[]) => ReactNode;

/** Given by the engine's page renderer (registry code never imports the engine). */
export const SlotContext = createContext<SlotDrawer | null>(null);

/** The nearest page renderer's way of drawing a slot. */
export function useSlotDrawer(): SlotDrawer {
  const draw = useContext(SlotContext);
  if (!draw) throw new Error('A layout needs a <PageRenderer> above it');
  return draw;
}
