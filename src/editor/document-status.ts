import type { DocumentState, PageEntry } from '../../contract/page-versions';

/** Where a page or the settings stand, in the same words in the top bar and the pages list (issue 37). */
export const STATUS_TEXT: Record<PageEntry['status'], string> = {
  published: 'Published',
  changed: 'Published · changes not yet published',
  draft: 'Draft: not published',
  default: 'The store’s default page',
};

/** What the editor shows while the machine works, or its words for where the document stands. */
export function standingText(
  snapshot: { matches: (state: 'loading' | { open: 'saving' | 'publishing' }) => boolean },
  unsaved: boolean,
  server: Pick<DocumentState, 'changed' | 'published' | 'live'> | null,
): string {
  if (snapshot.matches('loading')) return 'Opening…';
  if (snapshot.matches({ open: 'saving' })) return 'Saving…';
  if (snapshot.matches({ open: 'publishing' })) return 'Publishing…';
  if (unsaved) return 'Unsaved changes';
  if (server?.changed) return STATUS_TEXT[server.published ? 'changed' : 'draft'];
  if (server?.published) return STATUS_TEXT.published;
  return server?.live ? STATUS_TEXT.default : 'New page: not saved yet';
}
