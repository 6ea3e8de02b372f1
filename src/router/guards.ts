import type { User } from '../../contract/entities';
import type { RouteDef } from '../../contract/routes';

/** Where the sign-in page lives. */
export const LOGIN_PATH = '/auth/login';
/** Where a signed-in non-agent lands when opening an agent-only route. */
export const NON_AGENT_PATH = '/account/orders';

/** Redirect decided by a route guard; the wanted path is remembered for after sign-in. */
export interface GuardRedirect {
  to: string;
}

/** Null when the user may open the route, else where to send them. */
export function guardRoute(route: Pick<RouteDef, 'access'>, user: Pick<User, 'isSalesAgent'> | null): GuardRedirect | null {
  if (route.access === 'public') return null;
  if (!user) return { to: LOGIN_PATH };
  if (route.access === 'agent' && !user.isSalesAgent) return { to: NON_AGENT_PATH };
  return null;
}
