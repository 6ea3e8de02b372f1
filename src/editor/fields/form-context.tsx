import { createContext, useContext } from 'react';
import type { Init } from '../../../contract/init';
import type { ApiClient } from '../../api/http-client';

/** What every field of a component's form reads: where errors are, who may edit, the store for pickers. */
export interface FormContext {
  /** The validators' message for the value at a JSON pointer (relative to the component), or null. */
  errorAt: (pointer: string) => string | null;
  /** Whether anything at or below a JSON pointer is invalid (a folded tree item that needs fixing). */
  errorUnder: (pointer: string) => boolean;
  /** Puts a value at a path in the component (`undefined` removes an optional key). */
  change: (path: readonly (string | number)[], value: unknown) => void;
  readOnly: boolean;
  init: Init;
  api: ApiClient;
  /** Prefix of the form's element ids (one form per selected component). */
  idPrefix: string;
}

const Context = createContext<FormContext | null>(null);

/** The form's error lookups over the validators' errors (pointers relative to what the form edits). */
export function errorLookup(errors: readonly { pointer: string; message: string }[]): Pick<FormContext, 'errorAt' | 'errorUnder'> {
  return {
    errorAt: (pointer) => errors.find((error) => error.pointer === pointer)?.message ?? null,
    errorUnder: (pointer) => errors.some((error) => error.pointer === pointer || error.pointer.startsWith(`${pointer}/`)),
  };
}

/** Provides the form's context to its fields. */
export const FormProvider = Context.Provider;

/** The form's context (inside a component's form). */
export function useForm(): FormContext {
  const form = useContext(Context);
  if (!form) throw new Error('useForm needs a <FormProvider> above it');
  return form;
}
