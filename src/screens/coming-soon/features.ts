import type { ScreenId } from '../screen-props';

/** The feature each not-yet-built screen belongs to, as told to shoppers. */
export const comingFeatures: Partial<Record<ScreenId, string>> = {
  'website-choose': 'switching websites',
  'website-create': 'creating websites',
};
