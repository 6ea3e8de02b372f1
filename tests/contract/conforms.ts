import Ajv2020 from 'ajv/dist/2020.js';
import * as z from 'zod/mini';

const ajv = new Ajv2020({ allErrors: true, strict: false });

/**
 * A checker of answers against a contract schema, strictly: the JSON Schema that `z.toJSONSchema`
 * makes of it (output side: every field the contract names is present with its type, nothing else is
 * sent). The browser reads the same schema leniently; the reference server must answer exactly.
 * The checker returns the problems (JSON pointer and message), none when the answer conforms.
 */
export function conformsTo(schema: z.ZodMiniType, io: 'output' | 'input' = 'output'): (answer: unknown) => string[] {
  // A schema with a transform (the product's image default) is checked on its input side: what a store sends.
  const validate = ajv.compile(z.toJSONSchema(schema, { target: 'draft-2020-12', io }));
  return (answer) => (validate(answer) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`));
}
