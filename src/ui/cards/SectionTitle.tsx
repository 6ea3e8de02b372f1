import { StoreLink } from '../links/StoreLink';

/** The title row of a carousel or grid, with an optional "View all" link. */
export function SectionTitle({ title, link }: { title?: string; link?: string }) {
  if (!title && !link) return null;
  return (
    <div className="section-title">
      {title ? <h2>{title}</h2> : <span />}
      {link ? (
        <StoreLink href={link} className="section-link">
          View all <span className="visually-hidden">{title}</span>
        </StoreLink>
      ) : null}
    </div>
  );
}
