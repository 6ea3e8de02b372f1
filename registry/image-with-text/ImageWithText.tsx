import { StoreLink } from '../../src/ui/links/StoreLink';
import type { RendererProps } from '../registry-types';
import { StoreImage } from '../../src/ui/media/StoreImage';

/** An image beside a title, text and an optional call to action. */
export default function ImageWithText({ data }: RendererProps<'image-with-text'>) {
  return (
    <section className={`image-with-text image-${data.image_position ?? 'left'}`}>
      <StoreImage src={data.image} alt={data.alt} width={600} height={450} size="large" sizes="(min-width: 768px) 50vw, 100vw" />
      <div className="image-with-text-body">
        <h2>{data.title}</h2>
        {data.text ? <p>{data.text}</p> : null}
        {data.link ? (
          <StoreLink href={data.link} className="button button-primary">
            {data.link_text ?? 'Shop now'}
          </StoreLink>
        ) : null}
      </div>
    </section>
  );
}
