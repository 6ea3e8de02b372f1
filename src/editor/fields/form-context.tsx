import { createContext, useContext } from 'react';
import type { Init } from '../../../contract/init';
import type { ApiClient } from '../../api/http-client';
import { pathOf, valueAt } from './json-pointer';
import { ownerMessage } from './owner-message';
import { type Located, schemaAt } from './schema';

/** What every field of a component's form reads: where errors are, who may edit, the store for pickers. */
export interface FormContext {
  /** What is wrong with the value at a JSON pointer (relative to what the form edits), in the owner's words naming `label`, or null. */
  errorAt: (pointer: string, label: string) => string | null;
  /** Whether anything at or below a JSON pointer is invalid (a folded tree item that needs fixing). */
  errorUnder: (pointer: string) => boolean;
  /**
   * Puts a value at a path in the component (`undefined` removes an optional key); `added` is the path
   * of a list item the change adds (its errors wait until it is edited).
   */
  change: (path: readonly (string | number)[], value: unknown, added?: readonly (string | number)[]) => void;
  readOnly: boolean;
  init: Init;
  api: ApiClient;
  /** Prefix of the form's element ids (one form per selected component). */
  idPrefix: string;
}

const Context = createContext<FormContext | null>(null);

/**
 * The form's error lookups over the validators' errors (pointers relative to `value`, a value of
 * `root`'s schema): each message worded again for the owner from the field's schema and value.
 */
export function errorLookup(
  errors: readonly { pointer: string; message: string }[],
  root: Located,
  value: unknown,
): Pick<FormContext, 'errorAt' | 'errorUnder'> {
  return {
    errorAt: (pointer, label) => {
      const error = errors.find((candidate) => candidate.pointer === pointer);
      if (!error) return null;
      const path = pathOf(pointer);
      return ownerMessage(schemaAt(root, path)?.schema ?? null, valueAt(value, path), label, error.message);
    },
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
