import type { InputHTMLAttributes } from 'react';
import { errorLink } from './ErrorText';

type Props = Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'maxLength'> & {
  id: string;
  value: string;
  onValue: (value: string) => void;
  /** The problem its ErrorText (id `${id}-error`) shows, if any. */
  error: string | null | undefined;
};

/** A field for a number typed as digits (a pincode, a sign-in code): the numeric keypad on phones. */
export function DigitsInput({ id, value, onValue, error, ...input }: Props) {
  return <input id={id} inputMode="numeric" value={value} onChange={(e) => onValue(e.target.value)} {...input} {...errorLink(id, error)} />;
}
