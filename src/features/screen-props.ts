import type { ScreenId } from '../../contract/routes';

export type { ScreenId };

/** Props of every screen component. */
export interface ScreenProps {
  screen: ScreenId;
}
