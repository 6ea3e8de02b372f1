import { preloadable } from '../../ui/lazy/preloadable';

/** The footer, a chunk of its own (it is below the fold); main.tsx loads it before hydrating, so it renders at once. */
export const footer = preloadable(async () => ({ default: (await import('./Footer')).Footer }));
