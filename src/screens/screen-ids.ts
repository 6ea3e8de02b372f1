import { routes } from '../router/routes';

/** Ids of built-in screens: one per built-in route except the home page (which is content). */
export type ScreenId = string;

const ids = new Set(routes.filter((r) => r.id !== 'home').map((r) => r.id));

/** True for the id of a built-in screen. */
export function isScreenId(value: unknown): value is ScreenId {
  return typeof value === 'string' && ids.has(value);
}
