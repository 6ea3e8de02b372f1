import type { PageData } from '../../contract/page-data';
import type { PageState } from '../../contract/page-versions';
import {
  type DocumentEditorContext,
  type DocumentEditorEvent,
  documentEditorMachine,
  type LoadedDocument,
  type PublishAnswer,
} from './document-editor.machine';
import { mergePages, type PageMerge } from './merge-pages';
import { applyEdit, editorPage, type PageEdit, selectionAfter } from './page-edits';

/** What opening a page loads: where it stands on the server, and unsaved changes from an earlier visit. */
export type LoadedPage = LoadedDocument<PageState>;
export type PagePublishAnswer = PublishAnswer<PageState>;
export type PageEditorContext = DocumentEditorContext<PageData, PageMerge, PageState>;
export type PageEditorEvent = DocumentEditorEvent<PageEdit>;

/**
 * The page editor's flow: the versioned document's flow over a page, whose components can be
 * selected and dragged, and whose conflicts merge component by component.
 */
export const pageEditorMachine = documentEditorMachine<PageData, PageEdit, PageMerge, PageState>({
  id: 'pageEditor',
  empty: editorPage({ data: [] }),
  read: editorPage,
  apply(page, edit, selected) {
    const next = applyEdit(page, edit);
    if (next === page) return null;
    return {
      document: next,
      selected: selectionAfter(edit, selected, next.data.length),
      // A field typed into is within the component replaced, or the page's own.
      scope: edit.kind === 'replace' ? `/data/${edit.index}` : edit.kind === 'page' ? '' : undefined,
    };
  },
  parts: { count: (page) => page.data.length, move: (from, to) => ({ kind: 'move', from, to }) },
  merge: mergePages,
  notices: {
    unsavedBack: 'Your unsaved changes from last time are back',
    saved: 'Draft saved',
    published: 'Published',
    alreadyLive: 'Shoppers already see this version',
    keptMine: 'Your version is kept: save it to replace theirs',
    tookTheirs: 'Their version is open: Undo brings yours back',
  },
});
