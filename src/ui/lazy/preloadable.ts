import { type ComponentType, createElement, lazy, useState } from 'react';

/** A component whose code loads on demand, with the function that loads it. */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Loads the code (once); an instance first rendered after this has resolved renders without suspending. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy, except that an instance first rendered once the code is in renders it directly. A lazy
 * component suspends on its first render even when its code has arrived, and while a server-rendered
 * part is suspended in hydration React drops a tap on it (it tries to hydrate it at once, fails, and
 * stops the event), and an update reaching it swaps the server's markup for the fallback (the page
 * jumps): main.tsx loads what the first page shows before hydrating.
 */
export function preloadable<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => (loading ??= importer().then((module) => (loaded = module.default)));
  const Lazy = lazy(async () => ({ default: await load() }));
  function Component(props: P) {
    // Chosen once per instance: a change of component type would remount what it shows.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  return { Component, load };
}
