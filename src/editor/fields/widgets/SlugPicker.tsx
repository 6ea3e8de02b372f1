import type { Category } from '../../../../contract/entities';
import { Field } from '../Field';
import { useForm } from '../form-context';

/** Every category of the tree, named with its parents ("Staples › Rice"). */
function flatten(categories: readonly Category[], parents = ''): { slug: string; name: string }[] {
  return categories.flatMap((category) => {
    const name = parents ? `${parents} › ${category.name}` : category.name;
    return [{ slug: category.slug, name }, ...flatten(category.children, name)];
  });
}

/** A category or brand of the store, picked by name; a slug the store no longer has stays shown so nothing is lost. */
export function SlugPicker({
  kind,
  path,
  label,
  required,
  description,
  value,
  onPick,
}: {
  kind: 'category' | 'brand';
  path: readonly (string | number)[];
  label: string;
  required: boolean;
  description?: string;
  value: string;
  onPick: (slug: string) => void;
}) {
  const { init } = useForm();
  const options = kind === 'brand' ? init.brands.map((brand) => ({ slug: brand.slug, name: brand.name })) : flatten(init.categories);
  const known = options.some((option) => option.slug === value);
  return (
    <Field path={path} label={label} description={description} required={required}>
      {(control) => (
        <select {...control} className="field-input" value={value} onChange={(event) => onPick(event.target.value)}>
          <option value="">{kind === 'brand' ? 'No brand chosen' : 'No category chosen'}</option>
          {!known && value ? <option value={value}>{value} (not in the store now)</option> : null}
          {options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
