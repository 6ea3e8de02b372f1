import { type ShellPart, shellPartsShown } from '../../contract/shell-modules';
import type { Init } from '../../contract/init';
import type { PageData } from '../../contract/page-data';
import { footer } from './footer/footer-code';
import { accountMenu, dynamicHeader } from './header/header-code';

/** Each lazy part of the shell, by the name contract/shell-modules.ts gives it. */
export const shellParts: Record<ShellPart, { load: () => Promise<unknown> }> = { accountMenu, dynamicHeader, footer };

/** Loads the code of the shell's lazy parts a page shows; main.tsx waits for it before hydrating. */
export function loadShellCode(init: Init, page: PageData | null): Promise<unknown>[] {
  return shellPartsShown(init, page).map((part) => shellParts[part].load());
}
