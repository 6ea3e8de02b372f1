import type { ControlProps } from '../Field';

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** The colour picker's value for a typed colour (#abc → #aabbcc); the picker takes six digits only. */
export function pickerValue(text: string): string {
  if (HEX6.test(text)) return text.toLowerCase();
  const short = HEX3.exec(text);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : '#000000';
}

/** A colour: a picker beside the text, so a value the picker cannot show (#rrggbbaa) is still typed. */
export function ColourControl({ control, value, onChange }: { control: ControlProps; value: string; onChange: (value: string) => void }) {
  return (
    <span className="field-colour">
      <input
        type="color"
        className="field-swatch"
        value={pickerValue(value)}
        disabled={control.disabled}
        aria-label="Pick the colour"
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        {...control}
        className="field-input"
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
