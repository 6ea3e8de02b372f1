import * as z from 'zod/mini';

/** Wrappers that give a field its own fallback: the storefront reads the object without it. */
const FALLBACK = new Set(['catch', 'default', 'prefault', 'optional']);

/**
 * The JSON Schema of what a store may send for `schema`: its input side, where a field with a
 * fallback (`z.catch`, a default) may be missing, and every other field must be there with its type.
 */
export function storeInputSchema(schema: z.ZodMiniType): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      if (def.type !== 'object' || !Array.isArray(jsonSchema.required)) return;
      const shape = (def as unknown as { shape: Record<string, { _zod: { def: { type: string } } }> }).shape;
      jsonSchema.required = jsonSchema.required.filter((key) => !FALLBACK.has(shape[key]?._zod.def.type ?? ''));
      if (!jsonSchema.required.length) delete jsonSchema.required;
    },
  }) as Record<string, unknown>;
}
