import type { ComponentTypes } from '../generated/components';

/** Ids of built-in screens (the enum of the screen component's schema). */
export type ScreenId = NonNullable<ComponentTypes['screen']['data']>['screen'];

/** Props of every screen component. */
export interface ScreenProps {
  screen: ScreenId;
}
