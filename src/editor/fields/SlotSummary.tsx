import { titleOf } from '../component-catalogue';
import type { FieldProps } from './field-props';

/**
 * A layout's slot in its form: what it holds, named by type. Its components are placed on the canvas
 * and in the outline, not typed here.
 */
export function SlotSummary({ value, label }: FieldProps) {
  const names = Array.isArray(value)
    ? value.map((component) =>
        component && typeof component === 'object' && typeof (component as { name?: unknown }).name === 'string'
          ? titleOf((component as { name: string }).name)
          : 'Unknown',
      )
    : [];
  return (
    <p className="field-slot">
      <strong>{label}</strong>: {names.length ? names.join(', ') : 'empty'}
    </p>
  );
}
