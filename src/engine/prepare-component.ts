import type { PageComponent } from '../../contract/page-data';
import { parseSettings } from './parse-settings';
import { firstErrorPointer, type ComponentValidators } from '../../contract/validator-types';

/** The props of a component whose data passed its schema, or the JSON pointer of the first error. */
export type Prepared =
  { ok: true; props: { data: unknown; settings: unknown; response: unknown; order: number } } | { ok: false; pointer: string };

// Page data is never changed in place (the editor replaces a component it edits), so one component
// object validated by one type's validators gives the same answer every time: a page renders its
// components many times while it starts (every context that settles), and cloning and validating a
// carousel's products each time cost more than the rendering.
const prepared = new WeakMap<PageComponent, WeakMap<ComponentValidators, Prepared>>();

/** Validates a placed component (on a copy, with defaults filled) and parses its settings; once per component object. */
export function prepareComponent(component: PageComponent, validators: ComponentValidators): Prepared {
  let byValidators = prepared.get(component);
  if (!byValidators) prepared.set(component, (byValidators = new WeakMap()));
  let result = byValidators.get(validators);
  if (!result) byValidators.set(validators, (result = validate(component, validators)));
  return result;
}

function validate(component: PageComponent, validators: ComponentValidators): Prepared {
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
