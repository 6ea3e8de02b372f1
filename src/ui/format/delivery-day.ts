import { formatIndiaDate } from './india-date';

/** "Mon, Nov 23, 2026" for a YYYY-MM-DD day in India; the text as it is when it is not a date. */
export function deliveryDay(date: string): string {
  return formatIndiaDate(new Date(`${date}T12:00:00+05:30`), { weekday: true }) || date;
}

/** A delivery time window as shown: "07:00–10:00". */
export const windowText = (window: string) => window.replace('-', '–');
