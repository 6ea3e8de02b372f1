import type { Init } from './init';
import type { PageData } from './page-data';

/**
 * The store shell's lazily loaded parts that a server-rendered page can show, with their modules: the
 * browser loads them before hydrating (src/shell/header/header-code.ts, src/shell/footer/footer-code.ts;
 * a test checks the paths), and the server lists their chunks among the page's modules.
 */
export const SHELL_MODULES = {
  accountMenu: 'src/shell/header/AccountMenu.tsx',
  dynamicHeader: 'src/shell/header/DynamicHeader.tsx',
  footer: 'src/shell/footer/Footer.tsx',
} as const;

export type ShellPart = keyof typeof SHELL_MODULES;

/** The shell's lazy parts a page shows: the signed-in user's account menu and the owner's header HTML (with the header), the footer. */
export function shellPartsShown(
  init: Pick<Init, 'user' | 'dynamicNavbar'>,
  page: Pick<PageData, 'show_navbar' | 'show_footer'> | null,
): ShellPart[] {
  const header = !page || page.show_navbar;
  return [
    ...(header && init.user ? (['accountMenu'] as const) : []),
    ...(header && init.dynamicNavbar.data ? (['dynamicHeader'] as const) : []),
    ...(!page || page.show_footer ? (['footer'] as const) : []),
  ];
}
