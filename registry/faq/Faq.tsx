import type { RendererProps } from '../registry-types';

/** Questions with answers in native details elements (collapsed when the page mounts). */
export default function Faq({ data }: RendererProps<'faq'>) {
  return (
    <section className="section faq">
      {data.title ? <h2>{data.title}</h2> : null}
      {data.items.map((item, index) => (
        <details key={index}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
