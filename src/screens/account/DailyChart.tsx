import { formatPrice } from '../../ui/format/price';
import { deliveryDay } from '../../ui/format/delivery-day';

interface Day {
  date: string;
  orders: number;
  total: number;
}

/** Totals per day as bars (an SVG image with a text summary), the figures in a table below. */
export function DailyChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.total));
  const width = 100 / Math.max(1, days.length);
  const best = days.reduce((top, d) => (d.total > top.total ? d : top), days[0] ?? { date: '', orders: 0, total: 0 });
  const summary = days.length === 0 ? 'No days chosen'
    : `Totals per day from ${deliveryDay(days[0]?.date ?? '')} to ${deliveryDay(days.at(-1)?.date ?? '')}; the highest ${formatPrice(best.total)} on ${deliveryDay(best.date)}`;
  return (
    <figure className="daily-chart">
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" role="img" aria-label={summary}>
        {days.map((d, i) => {
          const height = (d.total / max) * 38;
          return <rect key={d.date} x={i * width + width * 0.1} y={40 - height} width={width * 0.8} height={height} className="daily-chart-bar"><title>{`${deliveryDay(d.date)}: ${formatPrice(d.total)}, ${d.orders} orders`}</title></rect>;
        })}
      </svg>
      <figcaption>{summary}</figcaption>
      <details>
        <summary>Figures per day</summary>
        <table className="account-table">
          <thead><tr><th scope="col">Day</th><th scope="col">Orders</th><th scope="col">Total</th></tr></thead>
          <tbody>{days.map((d) => <tr key={d.date}><td>{deliveryDay(d.date)}</td><td>{d.orders}</td><td>{formatPrice(d.total)}</td></tr>)}</tbody>
        </table>
      </details>
    </figure>
  );
}
