import type { FieldProps } from './field-props';
import { ArrayField } from './ArrayField';
import { ChoiceField } from './ChoiceField';
import { ObjectField } from './ObjectField';
import { resolve, typeOf } from './schema';
import { SettingsField } from './SettingsField';
import { SlotSummary } from './SlotSummary';
import { BooleanWidget } from './widgets/BooleanWidget';
import { EnumWidget } from './widgets/EnumWidget';
import { JsonWidget } from './widgets/JsonWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { ProductPicker } from './widgets/ProductPicker';
import { TextWidget } from './widgets/TextWidget';
import { TreeField } from './TreeField';

/** The control for one value, chosen by its schema alone: never written per component type. */
export function SchemaField(props: FieldProps) {
  const { schema } = resolve(props.located);
  // A layout's components are placed on the canvas and in the outline, not typed into its form.
  if (schema['x-slot']) return <SlotSummary {...props} />;
  const widget = schema['x-widget'];
  if (widget === 'json-settings') return <SettingsField {...props} />;
  if (widget === 'product') return <ProductPicker {...props} />;
  if (widget === 'tree') return <TreeField {...props} />;
  if (schema.anyOf || schema.oneOf) return <ChoiceField {...props} />;
  if (schema.enum) return <EnumWidget {...props} />;
  switch (typeOf(schema)) {
    case 'object':
      return <ObjectField {...props} />;
    case 'array':
      return <ArrayField {...props} />;
    case 'string':
      return <TextWidget {...props} />;
    case 'integer':
    case 'number':
      return <NumberWidget {...props} />;
    case 'boolean':
      return <BooleanWidget {...props} />;
    case 'null':
      // The branch "none" of a choice: nothing to fill in.
      return null;
    default:
      // A schema that says nothing of its type (any value): edited as JSON.
      return <JsonWidget {...props} />;
  }
}
