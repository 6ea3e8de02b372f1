import { loadComponentCode } from '../../engine/component-code';
import { registry } from '../../../registry';

/**
 * Loads every component type's code (renderer and validators) while the canvas waits for the page: the
 * page the editor sends, and any component dropped on it from the palette, then draw without a round
 * trip for their code. The store's pages load only their own types' (src/engine/component-code.ts).
 */
export function loadEveryType(): void {
  const load = () => {
    for (const entry of new Set(registry.values())) void loadComponentCode(entry).catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 500 });
  else setTimeout(load, 0);
}
