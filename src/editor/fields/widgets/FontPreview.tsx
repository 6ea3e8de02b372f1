import { primaryFamily } from '../../../../contract/root-style';

const WEIGHTS = [400, 500, 600, 700, 800] as const;

/** The family the store loads (the first of the list) in each weight it loads; the canvas shows it with the font itself. */
export function FontPreview({ fontFamily }: { fontFamily: string }) {
  const family = primaryFamily(fontFamily);
  return (
    <div className="font-preview" aria-label={`${family} in weights 400 to 800`}>
      <p className="field-hint">
        The store loads <strong>{family}</strong> in weights 400–800
        {family === fontFamily.trim() ? '' : '; the other families are fallbacks only'}.
      </p>
      {WEIGHTS.map((weight) => (
        <p key={weight} style={{ fontFamily: `"${family}", system-ui, sans-serif`, fontWeight: weight }} className="font-preview-line">
          {weight} · Fresh groceries, ₹1,299
        </p>
      ))}
    </div>
  );
}
