/** One error of a compiled (Ajv standalone) validator. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A validator compiled at build time from a JSON Schema. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** The validators generated for one component type. */
export interface ComponentValidators {
  /** Validates the placed component (`{name, data, settings, logicdata, response}`); fills defaults. */
  validateComponent: CompiledValidator;
  /** Validates parsed settings and fills their defaults; absent for types without settings. */
  validateSettings?: CompiledValidator;
}

/** JSON pointer of a validator's first error (for `required`, the pointer of the missing property). */
export function firstErrorPointer(validator: CompiledValidator): string {
  const error = validator.errors?.[0];
  if (!error) return '';
  const missing = error.keyword === 'required' ? error.params.missingProperty : undefined;
  return typeof missing === 'string' ? `${error.instancePath}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}` : error.instancePath;
}
