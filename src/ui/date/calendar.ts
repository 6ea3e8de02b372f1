/** Years the date field offers. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2099;
/** The value some back ends use for "no date": shown as empty. */
export const NO_DATE = '00000000';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Weekday headings, weeks starting on Sunday. */
export const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** A calendar date (month 1–12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Reads `YYYY-MM-DD` as a real date within 1900–2099; anything else (including 00000000) is null. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `YYYY-MM-DD` of a date. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Formats a date: `MMM D, YYYY` by default (tokens YYYY, MMM, MM, DD, D). */
export function formatDate(date: CalendarDate, format = 'MMM D, YYYY'): string {
  return format.replace(/YYYY|MMM|MM|DD|D/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(date.year);
      case 'MMM':
        return MONTHS[date.month - 1] as string;
      case 'MM':
        return String(date.month).padStart(2, '0');
      case 'DD':
        return String(date.day).padStart(2, '0');
      default:
        return String(date.day);
    }
  });
}

/** Text shown for a stored value: the formatted date, or '' for no date, 00000000 or garbage. */
export function displayValue(value: string | null | undefined, format?: string): string {
  if (!value || value === NO_DATE) return '';
  const date = parseIsoDate(value);
  return date ? formatDate(date, format) : '';
}

/** The weeks of a month, Sunday first; days outside the month are null. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const cells: (number | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A date moved by a number of days, kept within 1900–2099. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  const next = { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
  if (next.year < MIN_YEAR) return { year: MIN_YEAR, month: 1, day: 1 };
  if (next.year > MAX_YEAR) return { year: MAX_YEAR, month: 12, day: 31 };
  return next;
}
