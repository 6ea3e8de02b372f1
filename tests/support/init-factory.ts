import { parseInit, type Init } from '../../contract/init';

/** A valid init configuration for tests; pass overrides for the fields a test cares about. */
export function makeInit(overrides: Partial<Init> = {}): Init {
  const base = parseInit({ web: { id: 1, name: 'FreshKart', slug: 'freshkart' }, urlOrigin: 'http://localhost:3000' });
  if (!base) throw new Error('makeInit: the base init does not parse');
  return { ...base, ...overrides };
}
