const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** "Mon, 23 Nov" for a YYYY-MM-DD day in India; the text as it is when it is not a date. */
export function deliveryDay(date: string): string {
  const parsed = new Date(`${date}T12:00:00+05:30`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}

/** A delivery time window as shown: "07:00–10:00". */
export const windowText = (window: string) => window.replace('-', '–');
