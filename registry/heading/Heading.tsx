import type { RendererProps } from '../registry-types';

/** A section title with an optional paragraph below it. */
export default function Heading({ data }: RendererProps<'heading'>) {
  const Tag = `h${data.level ?? 2}` as 'h1' | 'h2' | 'h3';
  return (
    <section className={`heading heading-${data.align ?? 'left'}`}>
      <Tag>{data.title}</Tag>
      {data.text ? <p>{data.text}</p> : null}
    </section>
  );
}
