const DIGIT = /\p{Nd}/u;

/** The value 0–9 of any Unicode decimal digit (Devanagari ४, full-width ４ …); digit blocks come in runs of ten. */
function digitValue(char: string): number {
  let code = char.codePointAt(0) as number;
  let offset = 0;
  while (DIGIT.test(String.fromCodePoint(code - 1))) {
    code--;
    offset++;
  }
  return offset % 10;
}

/** Replaces every Unicode decimal digit with its ASCII digit. */
export function asciiDigits(text: string): string {
  return Array.from(text, (char) => (DIGIT.test(char) && !/[0-9]/.test(char) ? String(digitValue(char)) : char)).join('');
}

/** A pasted phone number or pincode as typed digits: Unicode digits made ASCII; spaces, dashes and dots dropped. */
export function normaliseNumberText(text: string): string {
  return asciiDigits(text).replace(/[\s\u00a0\u2000-\u200b\u202f.\-()]/g, '');
}

/**
 * A pasted Indian mobile number as its 10 digits: "+91 98123 45678", "+919812345678" and "09812345678"
 * all give 9812345678 (issue 35: they were refused or cut). Anything else is left for the format check.
 */
export function normalisePhoneText(text: string): string {
  const digits = normaliseNumberText(text);
  const national = /^(?:\+?91|0)([6-9][0-9]{9})$/.exec(digits);
  return national ? (national[1] as string) : digits;
}

/** Only the ASCII digits of a text, at most `max` of them (a pincode, a sign-in code). */
export function digitsOnly(text: string, max: number): string {
  return asciiDigits(text)
    .replace(/[^0-9]/g, '')
    .slice(0, max);
}
