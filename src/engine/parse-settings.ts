import type { CompiledValidator } from '../../contract/validator-types';

/**
 * Settings as the renderer gets them: page builders send some as JSON text. Invalid JSON, a
 * non-object or values that fail the schema fall back to the schema's defaults.
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
  if (candidate && typeof candidate === 'object' && !Array.isArray(candidate)) {
    const copy = structuredClone(candidate);
    if (validate(copy)) return copy;
  }
  const defaults = {};
  validate(defaults);
  return defaults;
}
