import type { CSSProperties } from 'react';
import { formatPrice } from '../../ui/format/price';
import { deliveryDay } from '../../ui/format/delivery-day';
import { formatIndiaDate } from '../../ui/format/india-date';
import { type Column, DataTable } from '../../ui/table/DataTable';

interface Day {
  date: string;
  orders: number;
  total: number;
}

const dayColumns: readonly Column<Day>[] = [
  { heading: 'Day', cell: (d) => deliveryDay(d.date) },
  { heading: 'Orders', cell: (d) => d.orders },
  { heading: 'Total', cell: (d) => formatPrice(d.total) },
];

/** Above this many days the bars carry no value labels and the axis names every few days. */
const LABELLED_DAYS = 10;
const dayLabel = (date: string) => formatIndiaDate(new Date(`${date}T12:00:00+05:30`), { year: false });

/** The axis top: the maximum rounded up to 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * Totals per day as bars with a rupee axis and the days under them (values on the bars when there
 * are few), one text summary for screen readers, and the figures in a table below.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const top = niceMax(Math.max(0, ...days.map((d) => d.total)));
  const best = days.reduce((most, d) => (d.total > most.total ? d : most), days[0] ?? { date: '', orders: 0, total: 0 });
  const summary =
    days.length === 0
      ? 'No days chosen'
      : `Totals per day from ${deliveryDay(days[0]?.date ?? '')} to ${deliveryDay(days.at(-1)?.date ?? '')}; the highest ${formatPrice(best.total)} on ${deliveryDay(best.date)}`;
  const every = Math.max(1, Math.ceil(days.length / LABELLED_DAYS));
  return (
    <figure className="daily-chart">
      <div className="chart" role="img" aria-label={summary} style={{ '--days': Math.max(1, days.length) } as CSSProperties}>
        <div className="chart-y" aria-hidden="true">
          <span>{formatPrice(top)}</span>
          <span>{formatPrice(top / 2)}</span>
          <span>₹0</span>
        </div>
        <div className="chart-plot">
          {days.map((d) => (
            <div key={d.date} className="chart-col" title={`${deliveryDay(d.date)}: ${formatPrice(d.total)}, ${d.orders} orders`}>
              {days.length <= LABELLED_DAYS && d.total > 0 ? <span className="chart-value">{formatPrice(Math.round(d.total))}</span> : null}
              <div className="chart-bar" style={{ height: `${(d.total / top) * 100}%` }} />
            </div>
          ))}
        </div>
        <div className="chart-x" aria-hidden="true">
          {days.map((d, i) => (
            // On a phone only every third named day stays: the names between would run into each other.
            <span key={d.date} className={i % every === 0 && i % (3 * every) !== 0 ? 'chart-tick-minor' : undefined}>
              {i % every === 0 ? dayLabel(d.date) : ''}
            </span>
          ))}
        </div>
      </div>
      <figcaption>{summary}</figcaption>
      <details>
        <summary>Figures per day</summary>
        <DataTable columns={dayColumns} rows={days} rowKey={(d) => d.date} />
      </details>
    </figure>
  );
}
