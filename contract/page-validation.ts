import { canonicalName } from '../src/generated/components';
import { allValidators } from '../src/generated/all-validators';
import { validate as validateEnvelope } from '../src/generated/validators/page.js';
import { childLists, filterComponents, MAX_LAYOUT_DEPTH } from './component-tree';
import { CURRENT_PAGE_VERSION, migratePage } from './migrations/migrate-page';
import { firstErrorPointer } from './validator-types';
import { schemaErrorMessage } from './url-fields';
import type { PageDataError } from './page-versions';

/** The page schema's limit on its own list, for the whole tree. */
export const MAX_PAGE_COMPONENTS = 500;

export type PageValidation = { ok: true; page: Record<string, unknown> } | { ok: false; errors: PageDataError[] };

/**
 * Validates page data the way the server stores it: migrate to the current version, check the
 * envelope, then each component against its own type's schema (unknown names are errors here).
 * It loads every validator: the server, the CLI and the page editor use it, never the storefront.
 */
export function validatePageData(raw: unknown): PageValidation {
  // A later format of ours (a newer build's editor) is not another store's page: it is refused, not adapted.
  const version = raw && typeof raw === 'object' ? (raw as { version?: unknown }).version : undefined;
  if (typeof version === 'number' && version > CURRENT_PAGE_VERSION)
    return {
      ok: false,
      errors: [
        {
          index: null,
          name: null,
          pointer: '/version',
          message: `is version ${version}: this server reads pages up to version ${CURRENT_PAGE_VERSION}`,
        },
      ],
    };
  const page = structuredClone(migratePage(raw));
  if (!validateEnvelope(page)) {
    const error = validateEnvelope.errors?.[0];
    return {
      ok: false,
      errors: [{ index: null, name: null, pointer: firstErrorPointer(validateEnvelope) || '/', message: schemaErrorMessage(error) }],
    };
  }
  const envelope = page as { data: unknown[] };
  const errors: PageDataError[] = [];
  let count = 0;
  // Each component against its own type's schema, and a layout's components (its slots) the same way,
  // once the layout itself is valid. `index` is the component's place on the page (its top layout's, inside one).
  const check = (list: readonly unknown[], at: string, depth: number, top: number | null) =>
    list.forEach((raw, place) => {
      const index = top ?? place;
      const pointer = `${at}/${place}`;
      const component = raw as { name: string; settings?: unknown };
      count++;
      const name = canonicalName(component.name);
      if (!name) {
        errors.push({ index, name: component.name, pointer: `${pointer}/name`, message: `unknown component type "${component.name}"` });
        return;
      }
      const { validateComponent, validateSettings } = allValidators[name];
      if (!validateComponent(component)) {
        errors.push({
          index,
          name: component.name,
          pointer: `${pointer}${firstErrorPointer(validateComponent)}`,
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
          pointer: `${pointer}/settings${firstErrorPointer(validateSettings)}`,
          message: schemaErrorMessage(validateSettings.errors?.[0]),
        });
      }
      const lists = childLists(component);
      if (lists.length && depth >= MAX_LAYOUT_DEPTH) {
        errors.push({ index, name: component.name, pointer, message: `layouts go at most ${MAX_LAYOUT_DEPTH} deep, one inside another` });
        return;
      }
      for (const child of lists) check(child.list, pointer + child.pointer, depth + 1, index);
    });
  check(envelope.data, '/data', 0, null);
  if (count > MAX_PAGE_COMPONENTS)
    errors.push({
      index: null,
      name: null,
      pointer: '/data',
      message: `a page holds at most ${MAX_PAGE_COMPONENTS} components, those inside layouts included`,
    });
  return errors.length ? { ok: false, errors } : { ok: true, page: page as Record<string, unknown> };
}

/** What shoppers are served of a page: the components the editor hid are left out (ours: `hidden`). */
export function shownToShoppers<T extends { data: readonly unknown[] }>(page: T): T {
  const hidden = (c: unknown) => Boolean(c) && typeof c === 'object' && (c as { hidden?: unknown }).hidden === true;
  return { ...page, data: filterComponents(page.data, (c) => !hidden(c)) };
}
