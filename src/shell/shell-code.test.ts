import { describe, expect, it } from 'vitest';
import { SHELL_MODULES, shellPartsShown } from '../../contract/shell-modules';
import { shellParts } from './shell-code';

const guest = { user: null, dynamicNavbar: { data: null } };
const shopper = { user: { name: 'Asha' }, dynamicNavbar: { data: '<nav>FreshKart</nav>' } } as unknown as Parameters<
  typeof shellPartsShown
>[0];

describe('shell code', () => {
  // The server lists a part's chunk by contract/shell-modules.ts; the browser loads it by its preloadable.
  it('names, for every lazy part of the shell, the module its loader loads', async () => {
    expect(Object.keys(shellParts).sort()).toEqual(Object.keys(SHELL_MODULES).sort());
    for (const [part, path] of Object.entries(SHELL_MODULES)) {
      const module = (await import(/* @vite-ignore */ `/${path}`)) as Record<string, unknown>;
      expect(Object.values(module), part).toContain(await shellParts[part as keyof typeof SHELL_MODULES].load());
    }
  });

  it('shows the account menu only to a signed-in user and the owner’s header only when set, both only with the header; the footer where the page has one', () => {
    expect(shellPartsShown(guest, null)).toEqual(['footer']);
    expect(shellPartsShown(shopper, null)).toEqual(['accountMenu', 'dynamicHeader', 'footer']);
    expect(shellPartsShown(shopper, { show_navbar: false, show_footer: true })).toEqual(['footer']);
    expect(shellPartsShown(shopper, { show_navbar: true, show_footer: false })).toEqual(['accountMenu', 'dynamicHeader']);
  });
});
