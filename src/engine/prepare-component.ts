import type { PageComponent } from '../../contract/page-data';
import { parseSettings } from './parse-settings';
import { firstErrorPointer, type ComponentValidators } from '../../contract/validator-types';

/** The props of a component whose data passed its schema, or the JSON pointer of the first error. */
export type Prepared =
  { ok: true; props: { data: unknown; settings: unknown; response: unknown; order: number } } | { ok: false; pointer: string };

/** Validates a placed component (on a copy, with defaults filled) and parses its settings. */
export function prepareComponent(component: PageComponent, validators: ComponentValidators): Prepared {
  // Settings are judged on their own (bad settings fall back to defaults, never hide the component).
  const { settings, ...rest } = component;
  const candidate = structuredClone(rest);
  if (!validators.validateComponent(candidate)) return { ok: false, pointer: firstErrorPointer(validators.validateComponent) || '/' };
  return {
    ok: true,
    props: {
      data: candidate.data,
      settings: parseSettings(settings, validators.validateSettings),
      response: candidate.response,
      order: candidate.order,
    },
  };
}
