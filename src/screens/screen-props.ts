import type { ScreenId } from './screen-ids';

/** Props of every screen component. */
export interface ScreenProps {
  screen: ScreenId;
}
