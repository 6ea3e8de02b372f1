import type { StoredComponent } from '../../contract/migrations/store-shapes';

/** Another store's heading may be its text alone, as `data`. */
export function migrate(component: StoredComponent): StoredComponent {
  return typeof component.data === 'string' && component.data.trim() ? { ...component, data: { title: component.data } } : component;
}
