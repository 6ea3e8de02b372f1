const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// India keeps one offset all year (no daylight saving), so its calendar day is UTC's moved by it.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** What of a date to show besides month and day. */
export interface IndiaDateParts {
  weekday?: boolean;
  year?: boolean;
}

/**
 * An instant's calendar day in India as month, day, year (spec section 9): "Nov 21, 2026", with
 * `weekday` "Sat, Nov 21, 2026", without `year` "Nov 21". The same text as Intl.DateTimeFormat's
 * en-US short parts in Asia/Kolkata, written out because a page's first Intl format loads ICU's
 * locale data in one task of 40–90 ms (src/ui/format/count.ts). An invalid date gives ''.
 */
export function formatIndiaDate(date: Date, { weekday = false, year = true }: IndiaDateParts = {}): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const india = new Date(time + INDIA_OFFSET_MS);
  const day = `${MONTHS[india.getUTCMonth()]} ${india.getUTCDate()}${year ? `, ${india.getUTCFullYear()}` : ''}`;
  return weekday ? `${WEEKDAYS[india.getUTCDay()]}, ${day}` : day;
}

/** An instant's time of day in India, as shoppers read it: "2:35 pm", "12:05 am". An invalid date gives ''. */
export function formatIndiaTime(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const india = new Date(time + INDIA_OFFSET_MS);
  const hours = india.getUTCHours();
  return `${hours % 12 || 12}:${String(india.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
