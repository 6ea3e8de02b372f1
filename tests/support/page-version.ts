import type { PageVersion } from '../../contract/page-versions';

/** A saved version as the editor's API gives it, by Asha, for machine tests: `data` is the page's or the settings'. */
export const pageVersion = (id: number, data: unknown, extra: Partial<PageVersion> = {}): PageVersion => ({
  id,
  data,
  based_on: null,
  author: 'Asha',
  created_at: '2026-11-24T09:00:00.000Z',
  published_at: null,
  published_by: null,
  before_editor: false,
  ...extra,
});
