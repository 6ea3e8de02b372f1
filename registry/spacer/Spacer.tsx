import type { RendererProps } from '../registry-types';

/** Vertical space, optionally with a line across. */
export default function Spacer({ data }: RendererProps<'spacer'>) {
  const height = data.height ?? 32;
  return data.divider ? (
    <hr className="spacer-divider" style={{ marginBlock: height / 2 }} />
  ) : (
    <div className="spacer" style={{ height }} aria-hidden="true" />
  );
}
