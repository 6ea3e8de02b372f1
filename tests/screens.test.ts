import { describe, expect, expectTypeOf, it } from 'vitest';
import { routes, type RouteId, type ScreenId } from '../contract/routes';
import { screenLoaders } from '../src/features/screens';
import screenSchema from '../schemas/components/screen.schema.json';
import { fixturePages } from './support/fixture-pages';

// Issue 20: a screen is registered in one place (src/features/screens.ts), typed by the screen id of
// the screen schema's enum, so the route table, the enum and the loaders cannot disagree.
const enumIds = (screenSchema as { properties: { data: { properties: { screen: { enum: string[] } } } } }).properties.data.properties.screen
  .enum;

describe('screens', () => {
  it('has a loader for exactly the ids of the enum, and a route for each of them plus home (checked by the compiler too)', () => {
    expectTypeOf<keyof typeof screenLoaders>().toEqualTypeOf<ScreenId>();
    expectTypeOf<(typeof routes)[number]['id']>().toEqualTypeOf<RouteId>();
    expect(Object.keys(screenLoaders).sort()).toEqual([...enumIds].sort());
    expect(routes.map((r) => r.id).sort()).toEqual(['home', ...enumIds].sort());
  });

  it('gives every built-in route a default page that places its own screen (home places none)', () => {
    const pages = new Map(
      fixturePages().map(({ file, page }) => [file, page as { data?: { name: string; data?: { screen?: string } }[] }]),
    );
    for (const route of routes) {
      const page = pages.get(`pages/routes/${route.id}.json`);
      expect(page, route.id).toBeDefined();
      const placed = (page?.data ?? []).flatMap((c) => (c.name === 'screen' ? [c.data?.screen] : []));
      expect(placed, route.id).toEqual(route.id === 'home' ? [] : [route.id]);
    }
  });

  it('loads a component for every screen', async () => {
    for (const [id, load] of Object.entries(screenLoaders)) expect(typeof (await load()).default, id).toBe('function');
  });
});
