// Dates show as month, day, year (spec section 9): en-US orders them so; the day is India's.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "Mon, Nov 23, 2026" for a YYYY-MM-DD day in India; the text as it is when it is not a date. */
export function deliveryDay(date: string): string {
  const parsed = new Date(`${date}T12:00:00+05:30`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** A delivery time window as shown: "07:00–10:00". */
export const windowText = (window: string) => window.replace('-', '–');
