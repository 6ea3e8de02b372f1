/** India time is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
/** A window closes for new orders this long before it starts. */
export const CUTOFF_MINUTES = 60;
const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** A delivery day (YYYY-MM-DD, India time) and a time window on it. */
export interface Slot {
  date: string;
  window: string;
}

/** Today's date in India, shifted by `days`. */
export function indiaDate(now: Date, days = 0): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The next `count` delivery slots from `leadDays` days on, India time: today's windows only while
 * there is still an hour before they start. Malformed windows are skipped.
 */
export function nextSlots(now: Date, leadDays: number, windows: readonly string[], count = 4): Slot[] {
  const valid = windows.filter((w) => WINDOW.test(w)).sort();
  if (valid.length === 0) return [];
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  const minutesNow = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  const slots: Slot[] = [];
  for (let day = Math.max(0, leadDays); slots.length < count; day += 1) {
    for (const window of valid) {
      const start = Number(window.slice(0, 2)) * 60 + Number(window.slice(3, 5));
      if (day === 0 && start - CUTOFF_MINUTES < minutesNow) continue;
      slots.push({ date: indiaDate(now, day), window });
      if (slots.length === count) break;
    }
  }
  return slots;
}

/**
 * When the last of an order's deliveries is due: the end of its window on its day, India time (the
 * day's end for a delivery with no window); `placedAt` when none has a day.
 */
export function lastDeliveryDue(deliveries: readonly { delivery_date: string | null; window: string | null }[], placedAt: Date): Date {
  let due = placedAt.getTime();
  for (const { delivery_date: date, window } of deliveries) {
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
    const end = window && WINDOW.test(window) ? window.slice(6) : '23:59';
    const at = Date.parse(`${date}T${end}:00+05:30`);
    if (at > due) due = at;
  }
  return new Date(due);
}
