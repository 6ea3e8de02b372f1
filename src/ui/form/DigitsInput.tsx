import type { InputHTMLAttributes } from 'react';
import { errorLink } from './ErrorText';
import { digitsOnly } from './normalise-digits';

type Props = Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'autoFocus'> & {
  id: string;
  /** How many digits the number has (6 for a pincode or a sign-in code): no more can be typed or pasted. */
  digits: number;
  value: string;
  onValue: (value: string) => void;
  /** The problem its ErrorText (id `${id}-error`) shows, if any. */
  error: string | null | undefined;
};

/**
 * A field for a number typed as digits (a pincode, a sign-in code): the numeric keypad on phones, and
 * nothing but digits kept, at most `digits` of them (a pasted "560 001" gives 560001).
 */
export function DigitsInput({ id, digits, value, onValue, error, ...input }: Props) {
  return (
    <input
      id={id}
      inputMode="numeric"
      pattern="[0-9]*"
      value={value}
      onChange={(e) => onValue(digitsOnly(e.target.value, digits))}
      {...input}
      {...errorLink(id, error)}
    />
  );
}
