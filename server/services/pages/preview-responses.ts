import { allValidators } from '../../../src/generated/all-validators';
import { canonicalName } from '../../../src/generated/components';
import type { Db } from '../../db/client';
import { componentResolvers } from '../../generated/component-resolvers';

/**
 * The `response` each component of a page being edited would be served with (null for a type the
 * server fills nothing in for, or a component that does not validate yet): what the editor's canvas
 * needs to preview carousels and grids before the page is published.
 */
export async function previewResponses(db: Db, websiteId: number, components: readonly Record<string, unknown>[]): Promise<unknown[]> {
  return Promise.all(
    components.map(async (component) => {
      const name = typeof component.name === 'string' ? canonicalName(component.name) : null;
      const resolve = name ? componentResolvers[name] : undefined;
      // Owner input half typed: only a component its schema accepts reaches a resolver's queries.
      if (!name || !resolve || !allValidators[name].validateComponent(structuredClone(component))) return null;
      return resolve(db, websiteId, component.logicdata);
    }),
  );
}
