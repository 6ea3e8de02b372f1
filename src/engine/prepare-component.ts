import type { PageComponent } from '../../contract/page-data';
import { parseSettings } from './parse-settings';
import { firstErrorPointer, type ComponentValidators } from '../../contract/validator-types';
import { reportOnce } from '../telemetry/report-once';

/** The props of a component whose data passed its schema, or the JSON pointer of the first error. */
export type Prepared =
  { ok: true; props: { data: unknown; settings: unknown; response: unknown; order: number } } | { ok: false; pointer: string };

/** An error inside one item of a server-resolved list (`/response/products/3/…`): that item's list and place. */
const LIST_ITEM = /^\/response\/([^/]+)\/(\d+)(?:\/|$)/;

/**
 * Validates a placed component (on a copy, with defaults filled) and parses its settings. A malformed
 * item of a carousel's, grid's or tiles' list is left out (and reported once) as the API's lists are,
 * so one bad product never hides the section.
 */
export function prepareComponent(component: PageComponent, validators: ComponentValidators): Prepared {
  // Settings are judged on their own (bad settings fall back to defaults, never hide the component).
  const { settings, ...rest } = component;
  const candidate = structuredClone(rest);
  const { validateComponent } = validators;
  while (!validateComponent(candidate)) {
    const pointer = firstErrorPointer(validateComponent) || '/';
    const item = LIST_ITEM.exec(pointer);
    const list = item && (candidate.response as Record<string, unknown>)[item[1] as string];
    if (!item || !Array.isArray(list)) return { ok: false, pointer };
    reportOnce(`dropped:${component.name}:${item[1]}`, `A malformed item of ${item[1]} was left out of "${component.name}" (${pointer})`);
    list.splice(Number(item[2]), 1);
  }
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
