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
import { editorPage, editPage, type PageEdit, pageRows } from './page-edits';

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
    const edited = editPage(page, edit, selected);
    return edited && { document: edited.page, selected: edited.selected, scope: edited.scope };
  },
  // Parts are every component, those inside layouts too (by flat index): a drag along them goes into and out of layouts.
  parts: { count: (page) => pageRows(page).length, move: (from, to) => ({ kind: 'move', from, to }) },
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
