import type { CSSProperties } from 'react';
import type { RendererProps } from '../registry-types';
import { useSlotDrawer } from '../slot-context';

/** Columns side by side on wide screens, stacked on a phone; each column draws its own components. */
export default function Columns({ data }: RendererProps<'columns'>) {
  const drawSlot = useSlotDrawer();
  const widths = data.columns.length === 2 ? (data.widths ?? 'equal') : 'equal';
  const style = { '--columns': data.columns.length } as CSSProperties;
  return (
    <section className={`section columns columns-gap-${data.gap ?? 'medium'}`}>
      {data.title ? <h2 className="columns-title">{data.title}</h2> : null}
      <div className={`columns-row columns-${widths}`} style={style}>
        {data.columns.map((column, index) => (
          <div key={index} className="columns-column">
            {drawSlot(column, index)}
          </div>
        ))}
      </div>
    </section>
  );
}
