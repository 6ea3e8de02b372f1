import { type CompiledValidator, firstErrorPointer } from '../../contract/validator-types';

/**
 * Settings as the renderer gets them: page builders send some as JSON text. Invalid JSON or a
 * non-object falls back to the schema's defaults; a value that fails the schema falls back to its
 * default alone (its top-level setting is left out), the others are kept.
 */
export function parseSettings(raw: unknown, validate: CompiledValidator | undefined): unknown {
  if (!validate) return undefined;
  let candidate: unknown = raw;
  if (typeof raw === 'string') {
    try {
      candidate = JSON.parse(raw);
    } catch {
      candidate = undefined;
    }
  }
  const settings = candidate && typeof candidate === 'object' && !Array.isArray(candidate) ? structuredClone(candidate) : {};
  while (!validate(settings)) {
    const key = firstErrorPointer(validate).split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!key || !Object.hasOwn(settings, key)) return defaultsOf(validate);
    delete (settings as Record<string, unknown>)[key];
  }
  return settings;
}

function defaultsOf(validate: CompiledValidator): unknown {
  const defaults = {};
  validate(defaults);
  return defaults;
}
