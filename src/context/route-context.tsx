import { createContext, useContext } from 'react';

/** The page on screen as the router matched it: its path and its route pattern's parameters. */
export interface ShownRoute {
  path: string;
  params: Readonly<Record<string, string>>;
}

const RouteContext = createContext<ShownRoute | null>(null);

/** Hands the matched route to the screens below (the router, and fixtures in stories). */
export const RouteProvider = RouteContext.Provider;

/** The shown page's path and parameters, matched once by the router. */
export function useShownRoute(): ShownRoute {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useShownRoute needs a <RouteProvider> above it');
  return route;
}
