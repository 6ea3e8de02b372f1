import Ajv2020 from 'ajv/dist/2020.js';
import * as z from 'zod/mini';
import { storeInputSchema } from '../../contract/store-input-schema';

const ajv = new Ajv2020({ allErrors: true, strict: false });

type Checker = (answer: unknown) => string[];

function checker(jsonSchema: Record<string, unknown>): Checker {
  const validate = ajv.compile(jsonSchema);
  return (answer) =>
    validate(answer) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/**
 * A checker of answers against a contract schema, strictly: the JSON Schema that `z.toJSONSchema`
 * makes of it (output side: every field the contract names is present with its type, nothing else is
 * sent). The browser reads the same schema leniently; the reference server must answer exactly.
 * The checker returns the problems (JSON pointer and message), none when the answer conforms.
 */
export function conformsTo(schema: z.ZodMiniType, io: 'output' | 'input' = 'output'): Checker {
  // A schema with a transform (the product's image default) is checked on its input side: what a store sends.
  return checker(z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Record<string, unknown>);
}

/** A checker of what another store sends: fields with a fallback may be missing, the rest must be right. */
export function acceptedFromStore(schema: z.ZodMiniType): Checker {
  return checker(storeInputSchema(schema));
}
