import type { CSSProperties } from 'react';
import { textOn } from '../../contract/colour-contrast';
import { imageUrl } from '../../contract/image-url';
import { shownFullWidth } from '../../src/ui/media/shown-full-width';
import type { RendererProps } from '../registry-types';
import { useSlotDrawer } from '../slot-context';

/** Dark text where it reads better than white: the store's default text colour. */
const DARK_TEXT = '#1b1f1d';

/**
 * A band of the page with its own background and padding, drawing its components. Its text is dark or
 * white by the background colour's contrast; over an image, white under a dark veil.
 */
export default function Section({ data }: RendererProps<'section'>) {
  const drawSlot = useSlotDrawer();
  const image = data.background_image || null;
  const colour = data.background_color;
  const text = image ? '#ffffff' : colour ? textOn(colour, DARK_TEXT) : null;
  const style: CSSProperties | undefined = text ? { color: text, backgroundColor: colour ?? DARK_TEXT } : undefined;
  // Its components draw with the palette of the band's lightness (src/shell/styles.css), not only its text.
  const surface = text === null ? '' : text === DARK_TEXT ? ' surface-light' : ' surface-dark';
  // The outer box is centred and inset as every section of the page is; the band is inside it.
  return (
    <section className="section section-band">
      <div
        className={`section-surface section-padding-${data.padding ?? 'medium'}${image ? ' section-on-image' : ''}${surface}`}
        style={style}
      >
        {image ? <img className="section-image" src={imageUrl(image, 'large')} {...shownFullWidth(image)} alt="" loading="lazy" /> : null}
        <div className="section-content">
          {data.title ? <h2 className="section-band-title">{data.title}</h2> : null}
          {drawSlot(data.children, 0)}
        </div>
      </div>
    </section>
  );
}
