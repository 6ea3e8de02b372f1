// The editor's own bundle, in the owner's time zone (which only Intl knows); no shopper's page loads it.
// eslint-disable-next-line no-restricted-syntax
const format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the editor shows it: "at 24 Nov 2026, 9:05 am" (Indian English, the browser's time zone). */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `at ${format.format(date)}`;
}
