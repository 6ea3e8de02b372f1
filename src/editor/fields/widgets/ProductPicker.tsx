import { useState } from 'react';
import * as z from 'zod/mini';
import { Field } from '../Field';
import type { FieldProps } from '../field-props';
import { useForm } from '../form-context';
import { resolve } from '../schema';
import { useSearch } from '../../use-search';

const FoundSchema = z.object({ data: z.array(z.object({ product_id: z.number(), product_name: z.string() })) });

/** A product of the store, found by name (GET /s/api/products?q=): the field keeps its id. */
export function ProductPicker({ located, value, path, label, required }: FieldProps) {
  const { change, api, readOnly } = useForm();
  const { schema } = resolve(located);
  const [query, setQuery] = useState('');
  const [names, setNames] = useState<Record<number, string>>({});
  const text = query.trim();
  const { found } = useSearch(text.length < 2 ? null : text, async (q, signal) => {
    const parsed = FoundSchema.safeParse(await api.get<unknown>('/api/products', { q, perPage: 8 }, signal));
    return parsed.success ? parsed.data.data : [];
  });
  const id = typeof value === 'number' ? value : null;
  return (
    <Field
      path={path}
      label={label}
      description={schema.description ?? 'Type two letters or more of the product’s name, then pick it.'}
      required={required}
    >
      {(control) => (
        <div className="field-picker">
          <p className="field-picked">{id === null ? 'No product chosen' : `${names[id] ?? 'Product'} (#${id})`}</p>
          <input
            {...control}
            className="field-input"
            type="search"
            value={query}
            placeholder="Find a product"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          {found?.length ? (
            <ul className="field-found" aria-label="Products found">
              {found.map((product) => (
                <li key={product.product_id}>
                  <button
                    type="button"
                    className="editor-list-item"
                    disabled={readOnly}
                    onClick={() => {
                      setNames((known) => ({ ...known, [product.product_id]: product.product_name }));
                      change(path, product.product_id);
                      setQuery('');
                    }}
                  >
                    {product.product_name}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
