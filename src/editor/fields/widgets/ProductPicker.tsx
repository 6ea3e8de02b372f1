import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { Field } from '../Field';
import type { FieldProps } from '../field-props';
import { useForm } from '../form-context';
import { resolve } from '../schema';

const FoundSchema = z.object({ data: z.array(z.object({ product_id: z.number(), product_name: z.string() })) });

/** A product of the store, found by name (GET /s/api/products?q=): the field keeps its id. */
export function ProductPicker({ located, value, path, label, required }: FieldProps) {
  const { change, api, readOnly } = useForm();
  const { schema } = resolve(located);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ product_id: number; product_name: string }[]>([]);
  const [names, setNames] = useState<Record<number, string>>({});
  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) return setFound([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.get<unknown>('/api/products', { q: text, perPage: 8 }, controller.signal).then(
        (answer) => {
          const parsed = FoundSchema.safeParse(answer);
          setFound(parsed.success ? parsed.data.data : []);
        },
        () => setFound([]),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query]);
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
          {found.length ? (
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
