import { isRecord, type StoredComponent } from '../../contract/migrations/store-shapes';

/** Another store's HTML component keeps its HTML text as `data` itself, or under `content`, `text` or `body`. */
export function migrate(component: StoredComponent): StoredComponent {
  const { data } = component;
  if (isRecord(data) && typeof data.html === 'string') return component;
  const found =
    typeof data === 'string' ? data : isRecord(data) ? [data.content, data.text, data.body].find((v) => typeof v === 'string') : undefined;
  return typeof found === 'string' ? { ...component, data: { html: found } } : component;
}
