import { SHOP_TIME_ZONE } from '../../contract/publish-schedules';

// The editor's own bundle; no shopper's page loads it.
// eslint-disable-next-line no-restricted-syntax
const format = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE.name,
});
const OFFSET_MS = SHOP_TIME_ZONE.offsetMinutes * 60_000;
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A moment as a `datetime-local` input holds it in India's time ("2026-12-01T00:00"), whatever the
 * browser's own time zone: the owner schedules by the shop's clock, not the laptop's.
 */
export function toShopInput(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** The moment a `datetime-local` value names in India's time, or null for an empty or impossible one (31 February). */
export function fromShopInput(value: string): Date | null {
  const parts = INPUT.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23) return null;
  return new Date(utc - OFFSET_MS);
}

/** A moment as the schedules show it: "Tue, 1 Dec, 2026, 12:00 am IST". */
export function formatShopTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${format.format(date)} ${SHOP_TIME_ZONE.label}`;
}
