import { Link } from 'wouter';
import { SectionTitle } from './SectionTitle';
import { Carousel, TILE_CAROUSEL } from '../carousel/Carousel';
import { StoreImage } from '../media/StoreImage';

/** A tile: a name, an optional image, and where it leads. */
export interface Tile {
  key: number | string;
  name: string;
  image?: string | null;
  href: string;
}

/** Category and brand carousels: tiles with a picture or an initial. */
export function TileCarousel({
  title,
  fallbackLabel,
  tiles,
  interval,
}: {
  title?: string;
  fallbackLabel: string;
  tiles: Tile[];
  interval: number;
}) {
  if (tiles.length === 0) return null;
  return (
    <section className="section">
      <SectionTitle title={title} />
      <Carousel label={title || fallbackLabel} perView={TILE_CAROUSEL} autoplayInterval={interval}>
        {tiles.map((tile) => (
          <Link key={tile.key} href={tile.href} className="tile">
            {tile.image ? (
              <StoreImage src={tile.image} alt="" width={160} height={160} size="small" />
            ) : (
              <span className="tile-initial" aria-hidden="true">
                {tile.name.charAt(0)}
              </span>
            )}
            <span className="tile-name">{tile.name}</span>
          </Link>
        ))}
      </Carousel>
    </section>
  );
}
