import { HEADER_CONTROLS, type HeaderControl } from './header-slots.ts';

// Replaced by the bundler (vite.config.ts `define`); undeclared where the code runs unbuilt.
declare const __HEADER_CONTROLS__: Readonly<Record<string, HeaderControl>> | undefined;

/**
 * A deployer's names for the owner's header controls (`HEADER_CONTROLS` at build time, JSON: each
 * control of docs/dynamic-header.md to an id or class, or a list of them, `#id` and `.class` allowed),
 * as id-or-class → control. Throws, naming the variable, for a control it does not know or a name
 * that is not an id or a class.
 */
export function headerMapping(value: string | undefined): Record<string, HeaderControl> {
  if (!value?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('HEADER_CONTROLS must be JSON, e.g. {"cart-button": "hdr-bag"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('HEADER_CONTROLS must be a JSON object of control → id or class');
  const mapping: Record<string, HeaderControl> = {};
  for (const [control, names] of Object.entries(parsed)) {
    if (!Object.hasOwn(HEADER_CONTROLS, control))
      throw new Error(
        `HEADER_CONTROLS names the unknown control "${control}"; the controls are ${Object.keys(HEADER_CONTROLS).join(', ')}`,
      );
    for (const name of Array.isArray(names) ? names : [names]) {
      const bare = typeof name === 'string' ? name.trim().replace(/^[#.]/, '') : '';
      if (!/^[A-Za-z_][\w-]{0,99}$/.test(bare))
        throw new Error(`HEADER_CONTROLS: "${String(name)}" for ${control} is not an id or a class`);
      mapping[bare] = control as HeaderControl;
    }
  }
  return mapping;
}

const environment = (name: string): string | undefined =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];

/** The deployer's mapping this build carries (id or class → control); empty when none was given. */
export const HEADER_MAPPING: Readonly<Record<string, HeaderControl>> =
  typeof __HEADER_CONTROLS__ === 'object' && __HEADER_CONTROLS__ ? __HEADER_CONTROLS__ : headerMapping(environment('HEADER_CONTROLS'));
