import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { useBoot } from '../../context/boot-context';
import { type FormContext, FormProvider } from './form-context';
import { setIn } from './json-pointer';
import type { Schema } from './schema';
import { SchemaField } from './SchemaField';
import '../editor.css';

/** One field of the generated form, on its own: its schema, a value, and optionally an error or read-only. */
function FieldDemo({ schema, value, error, readOnly = false }: { schema: Schema; value: unknown; error?: string; readOnly?: boolean }) {
  const { init, api } = useBoot();
  const [current, setCurrent] = useState<unknown>({ value });
  const form = useMemo<FormContext>(
    () => ({
      errorAt: (pointer) => (error && pointer === '/value' ? error : null),
      errorUnder: (pointer) => Boolean(error) && '/value'.startsWith(pointer),
      change: (path, next) => setCurrent((before: unknown) => setIn(before, path, next)),
      readOnly,
      init,
      api,
      idPrefix: 'story',
    }),
    [error, readOnly, init, api],
  );
  return (
    <FormProvider value={form}>
      <div className="component-form" style={{ maxWidth: '20rem' }}>
        <SchemaField
          located={{ schema, doc: 'https://storefront.local/schemas/components/story.schema.json' }}
          value={(current as { value: unknown }).value}
          path={['value']}
          label="Value"
          required={false}
        />
      </div>
      <pre aria-label="Value held">{JSON.stringify(current, null, 1)}</pre>
    </FormProvider>
  );
}

const meta = { title: 'Editor/Fields', component: FieldDemo } satisfies Meta<typeof FieldDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A line of text with a length limit. */
export const Text: Story = {
  args: { schema: { type: 'string', maxLength: 200, description: 'Shown over the banner.' }, value: 'Monsoon sale' },
};
/** Long text (`x-widget: long-text`). */
export const LongText: Story = {
  args: { schema: { type: 'string', 'x-widget': 'long-text' }, value: 'Fruits, vegetables, dairy and staples.' },
};
/** Code (`x-widget: code`): monospaced, no spell checking. */
export const Code: Story = { args: { schema: { type: 'string', 'x-widget': 'code' }, value: '<h2>Why FreshKart?</h2>' } };
/** A whole number with bounds. */
export const WholeNumber: Story = { args: { schema: { type: 'integer', minimum: 1, maximum: 48, default: 12 }, value: 6 } };
/** A number the validators refuse: the error under it, tied to the control. */
export const WithError: Story = { args: { schema: { type: 'integer', minimum: 1, maximum: 48 }, value: 480, error: 'At most 48' } };
/** On or off. */
export const Switch: Story = { args: { schema: { type: 'boolean', default: true, description: 'Move on by itself.' }, value: false } };
/** One of a list. */
export const Choice: Story = { args: { schema: { enum: ['left', 'center', 'right'], default: 'left' }, value: 'center' } };
/** An HTML block's HTML (`x-widget: content-html`): what the sanitiser removes, as it is typed. */
export const ContentHtml: Story = {
  args: { schema: { type: 'string', 'x-widget': 'content-html' }, value: '<h2>Diwali sale</h2><img src="x" onerror="alert(1)">' },
};
/** A colour (`x-widget: colour`). */
export const Colour: Story = { args: { schema: { type: 'string', 'x-widget': 'colour' }, value: '#0b6e35' } };
/** An image (`x-widget: image`), previewed as the store shows it. */
export const Image: Story = { args: { schema: { type: 'string', 'x-widget': 'image' }, value: 'hero-fruits.svg' } };
/** A link (`x-widget: link`) the link policy refuses. */
export const Link: Story = { args: { schema: { type: 'string', 'x-widget': 'link' }, value: 'javascript:alert(1)' } };
/** A category of the store (`x-widget: category`). */
export const Category: Story = { args: { schema: { type: 'string', 'x-widget': 'category' }, value: '' } };
/** A brand of the store (`x-widget: brand`). */
export const Brand: Story = { args: { schema: { type: 'string', 'x-widget': 'brand' }, value: '' } };
/** A product found by name (`x-widget: product`). */
export const Product: Story = { args: { schema: { type: 'integer', 'x-widget': 'product' }, value: 7 } };
/** A group of fields. */
export const Group: Story = {
  args: {
    schema: {
      type: 'object',
      required: ['title'],
      properties: { title: { type: 'string' }, link: { type: 'string', 'x-widget': 'link' } },
    },
    value: { title: 'Deals' },
  },
};
/** A list with Up, Down, Remove and Add. */
export const List: Story = {
  args: {
    schema: {
      type: 'array',
      maxItems: 3,
      items: { type: 'object', properties: { question: { type: 'string' }, answer: { type: 'string', 'x-widget': 'long-text' } } },
    },
    value: [{ question: 'Where do you deliver?', answer: 'Bengaluru and New Delhi.' }],
  },
};
/** One of several shapes (`anyOf`). */
export const OneOfShapes: Story = {
  args: {
    schema: {
      anyOf: [
        { type: 'string', title: 'Text' },
        { type: 'integer', title: 'Number' },
      ],
    },
    value: 3,
  },
};
/** Settings kept as JSON text (`x-widget: json-settings`), edited as fields. */
export const SettingsAsText: Story = {
  args: {
    schema: {
      'x-widget': 'json-settings',
      anyOf: [
        {
          type: 'object',
          properties: { autoplay: { type: 'boolean', default: true }, autoplayInterval: { type: 'integer', minimum: 500 } },
        },
        { type: 'string' },
      ],
    },
    value: '{"autoplayInterval":3000}',
  },
};
/** A value the schema says nothing of: JSON text. */
export const AnyValue: Story = { args: { schema: {}, value: { any: ['thing'] } } };
/** View-only staff: every control disabled. */
export const ReadOnly: Story = { args: { schema: { type: 'string' }, value: 'Monsoon sale', readOnly: true } };
