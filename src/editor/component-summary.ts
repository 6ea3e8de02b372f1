import type { PageComponent } from '../../contract/page-data';

const TEXT_FIELDS = ['title', 'heading', 'alt', 'text', 'screen', 'question'];

/** A few words that tell one component from another of its type: its first title-like text, shortened. */
export function summaryOf(component: PageComponent): string {
  const data = component.data;
  const first = Array.isArray(data) ? data[0] : data;
  const record = first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
  const items = Object.values(record).find(Array.isArray) as unknown[] | undefined;
  const within = items?.[0] && typeof items[0] === 'object' ? (items[0] as Record<string, unknown>) : {};
  for (const source of [record, within]) {
    for (const field of TEXT_FIELDS) {
      const value = source[field];
      if (typeof value === 'string' && value.trim()) {
        const text = value.trim().replace(/\s+/g, ' ');
        return text.length > 60 ? `${text.slice(0, 59)}…` : text;
      }
    }
  }
  return '';
}
