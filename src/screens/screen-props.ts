import type { DataOf } from '../engine/registry-types';

/** Ids of built-in screens (from the screen component's schema). */
export type ScreenId = DataOf<'screen'>['screen'];

/** Props of every screen component. */
export interface ScreenProps {
  screen: ScreenId;
}
