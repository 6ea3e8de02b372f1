import { canonicalName } from '../src/generated/components';
import { allValidators } from '../src/generated/all-validators';
import { validate as validateEnvelope } from '../src/generated/validators/page.js';
import { migratePage } from './migrations/migrate-page';
import { firstErrorPointer } from './validator-types';
import { schemaErrorMessage } from './url-fields';
import type { PageDataError } from './page-versions';

export type PageValidation = { ok: true; page: Record<string, unknown> } | { ok: false; errors: PageDataError[] };

/**
 * Validates page data the way the server stores it: migrate to the current version, check the
 * envelope, then each component against its own type's schema (unknown names are errors here).
 * It loads every validator: the server, the CLI and the page editor use it, never the storefront.
 */
export function validatePageData(raw: unknown): PageValidation {
  const page = structuredClone(migratePage(raw));
  if (!validateEnvelope(page)) {
    const error = validateEnvelope.errors?.[0];
    return {
      ok: false,
      errors: [{ index: null, name: null, pointer: firstErrorPointer(validateEnvelope) || '/', message: schemaErrorMessage(error) }],
    };
  }
  const envelope = page as { data: { name: string; settings?: unknown }[] };
  const errors: PageDataError[] = [];
  envelope.data.forEach((component, index) => {
    const name = canonicalName(component.name);
    if (!name) {
      errors.push({ index, name: component.name, pointer: `/data/${index}/name`, message: `unknown component type "${component.name}"` });
      return;
    }
    const { validateComponent, validateSettings } = allValidators[name];
    if (!validateComponent(component)) {
      errors.push({
        index,
        name: component.name,
        pointer: `/data/${index}${firstErrorPointer(validateComponent)}`,
        message: schemaErrorMessage(validateComponent.errors?.[0]),
      });
      return;
    }
    // Settings stored as objects must be valid; JSON text is the page builder's business (defaults at render).
    const settings = component.settings;
    if (validateSettings && settings && typeof settings === 'object' && !validateSettings(settings)) {
      errors.push({
        index,
        name: component.name,
        pointer: `/data/${index}/settings${firstErrorPointer(validateSettings)}`,
        message: schemaErrorMessage(validateSettings.errors?.[0]),
      });
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, page: page as Record<string, unknown> };
}

/** What shoppers are served of a page: the components the editor hid are left out (ours: `hidden`). */
export function shownToShoppers<T extends { data: readonly unknown[] }>(page: T): T {
  return { ...page, data: page.data.filter((c) => !(c && typeof c === 'object' && (c as { hidden?: unknown }).hidden === true)) };
}
