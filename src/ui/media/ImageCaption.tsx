/**
 * A banner's or slide's words as text over its image (never baked into the picture, so cropping the
 * picture at any width never cuts them); nothing when there are none.
 */
export function ImageCaption({ title, text, className = 'banner-caption' }: { title?: string; text?: string; className?: string }) {
  if (!title && !text) return null;
  return (
    <span className={className}>
      {title ? <strong>{title}</strong> : null}
      {text ? <span>{text}</span> : null}
    </span>
  );
}
