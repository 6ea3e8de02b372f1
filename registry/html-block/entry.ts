import type { RegistryEntry } from '../registry-types';

/** HTML block: the store owner's rich text, sanitised. */
export const entry: RegistryEntry<'html-block'> = { name: 'html-block', load: () => import('./HtmlBlock') };
