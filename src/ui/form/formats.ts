import { normaliseNumberText, normalisePhoneText } from './normalise-digits';

/** Named formats the form layer knows. */
export type FormatName = 'phone' | 'pincode' | 'slug' | 'warehouseCode' | 'integer' | 'decimal' | 'positiveAmount';

/** The test of each named format (on the text of the value). */
export const formats: Record<FormatName, (text: string) => boolean> = {
  /** 10 digits starting 6–9. */
  phone: (t) => /^[6-9][0-9]{9}$/.test(t),
  /** 6 digits not starting with 0. */
  pincode: (t) => /^[1-9][0-9]{5}$/.test(t),
  /** Lowercase alphanumerics joined by single hyphens. */
  slug: (t) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(t),
  /** Exactly 3 alphanumerics. */
  warehouseCode: (t) => /^[A-Za-z0-9]{3}$/.test(t),
  integer: (t) => /^-?[0-9]+$/.test(t),
  /** Up to 2 decimal places. */
  decimal: (t) => /^-?[0-9]+(\.[0-9]{1,2})?$/.test(t),
  /** More than zero, up to 2 decimal places. */
  positiveAmount: (t) => /^[0-9]+(\.[0-9]{1,2})?$/.test(t) && Number(t) > 0,
};

/** Formats whose input is digits: pasted spaces and Unicode digits are normalised before checking. */
export const DIGIT_FORMATS: ReadonlySet<FormatName> = new Set(['phone', 'pincode']);

/** A value of a digit format as it is kept: a phone's country or trunk prefix dropped, only digits. */
export function normaliseDigitFormat(format: FormatName, text: string): string {
  return format === 'phone' ? normalisePhoneText(text) : normaliseNumberText(text);
}
