/** An option of a combobox. */
export interface ComboOption {
  value: string;
  label: string;
}

/** Options shown at once; more matches are summarised, so thousands of items stay fast. */
export const MAX_SHOWN = 100;

/** Options whose label contains the query, ignoring case and surrounding spaces. */
export function filterOptions(options: readonly ComboOption[], query: string): ComboOption[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  return needle ? options.filter((o) => o.label.toLocaleLowerCase('en-IN').includes(needle)) : [...options];
}
