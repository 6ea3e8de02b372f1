// Vite-native: runs under Vitest (any environment) and Storybook alike.
const modules = import.meta.glob<unknown>(
  ['../../fixtures/websites/*/pages/*.json', '../../fixtures/pages/**/*.json', '../../fixtures/components/*.json'],
  { eager: true, import: 'default' },
);

/** Every page-data fixture: websites' pages, built-in routes' default pages, legacy pages, component fixtures. */
export function fixturePages(): { file: string; page: unknown }[] {
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, json]) => ({
      file: path.replace('../../fixtures/', ''),
      // Website pages are stored as { path, title, page }; the others are the envelope itself.
      page: path.includes('/websites/') ? (json as { page: unknown }).page : json,
    }));
}
