import { formatIndiaTime } from './india-date';

/** An instant as its time of day in India ("2:35 pm"), machine-readable in `dateTime`. */
export function IndiaTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatIndiaTime(new Date(at))}</time>;
}
