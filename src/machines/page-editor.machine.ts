import { assign, fromPromise, setup } from 'xstate';
import type { PageData } from '../../contract/page-data';
import type { PageDataError, PageState, PageVersion, SavedDraft } from '../../contract/page-versions';
import { applyEdit, editorPage, type PageEdit, selectionAfter } from './page-edits';
import { mergePages, type PageMerge } from './merge-pages';
import { FIX_ERRORS_NOTICE, NONE_QUIET, noticeAfter, type QuietErrors, quietAfterEdit } from './quiet-errors';

/** Undo keeps this many steps. */
export const UNDO_LIMIT = 200;

/** Unsaved changes kept in the browser (per page): the page and the version it was based on. */
export interface StoredDraft {
  base: number | null;
  data: unknown;
}

/** What opening a page loads: where it stands on the server, and unsaved changes from an earlier visit. */
export interface LoadedPage {
  state: PageState;
  stored: StoredDraft | null;
}

/** A save's answer: the new version, or the newer version someone else saved in between. */
export type SaveAnswer = { saved: SavedDraft } | { conflict: PageVersion | null };

/** A publish's answer: the page's new state, the errors that stop it, or a newer version in between. */
export type PublishAnswer =
  { published: PageState } | { invalid: { message: string; errors: PageDataError[] } } | { conflict: PageVersion | null };

export interface PageEditorInput {
  path: string;
  /** The staff member holds website_setting:edit (view-only staff browse and preview). */
  canEdit: boolean;
  /** The storefront's validators over a whole page (contract/page-validation.ts). */
  validate: (page: PageData) => PageDataError[];
}

/** One undo step: the page and what was selected. */
interface Step {
  page: PageData;
  selected: number | null;
}

export interface PageEditorContext extends PageEditorInput {
  /** The page as the owner is making it. */
  page: PageData;
  /** The page as last saved or loaded: the page is unsaved while it is another object. */
  saved: PageData;
  /** The page being sent by a save in flight. */
  sending: PageData | null;
  /** The version the page is based on (null: the page has none yet). */
  base: number | null;
  /** The saved page is that version's, what a newer version is merged against (false for changes brought back from an older version: their start is unknown). */
  savedIsBase: boolean;
  server: PageState | null;
  selected: number | null;
  past: Step[];
  future: Step[];
  /** The field the last step typed into: typing on in it adds to that step. */
  typing: string | null;
  errors: PageDataError[];
  /** Errors not shown yet: those of list items just added, until they are edited or Publish is pressed. */
  quiet: QuietErrors;
  /** The newer version a save or publish ran into. */
  conflict: PageVersion | null;
  /** A save's merge with that version, when both changed the same parts (null: not merged, the versions are whole alternatives). */
  merge: PageMerge | null;
  /** Whose changes a save merged in (named in the notice when it lands). */
  mergedWith: string | null;
  /** A component being dragged: where from and where it would land. */
  drag: { from: number; over: number } | null;
  publishAfterSave: boolean;
  /** What the owner should read now (saved, published, refused, failed). */
  notice: string | null;
}

export type PageEditorEvent =
  /**
   * `field` is the pointer of the field typed into (relative to the component a `replace` names, or to
   * the page); `added`, the pointer of a list item the edit added.
   */
  | { type: 'EDIT'; edit: PageEdit; field?: string; added?: string }
  | { type: 'SELECT'; index: number | null }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'DRAG_START'; index: number }
  | { type: 'DRAG_OVER'; index: number }
  | { type: 'DROP' }
  | { type: 'DRAG_CANCEL' }
  | { type: 'SAVE' }
  | { type: 'PUBLISH' }
  | { type: 'KEEP_MINE' }
  | { type: 'TAKE_THEIRS' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  /** Drops the unsaved changes: the page as last saved (or as the server has it) again; Undo brings them back. */
  | { type: 'DISCARD' }
  /** An earlier version was restored on the server as the newest draft: open it (Undo brings back what was open). */
  | { type: 'RESTORED'; version: PageVersion };

const EMPTY = editorPage({ data: [] });
const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong, please try again');

/** The page after a move of history (undo or redo): what it was, with the selection it had. */
function travel(context: PageEditorContext, from: Step[], to: Step[]): Partial<PageEditorContext> {
  const step = from.at(-1) as Step;
  const errors = context.validate(step.page);
  return {
    page: step.page,
    selected: step.selected,
    errors,
    quiet: NONE_QUIET,
    notice: noticeAfter(context.notice, errors),
    typing: null,
    ...(from === context.past
      ? { past: from.slice(0, -1), future: [...to, { page: context.page, selected: context.selected }] }
      : { future: from.slice(0, -1), past: [...to, { page: context.page, selected: context.selected }] }),
  };
}

/** The context after an edit: one undo step, unless it types on in the same field as the last one. */
function edited(context: PageEditorContext, edit: PageEdit, field?: string, added?: string): Partial<PageEditorContext> {
  const page = applyEdit(context.page, edit);
  if (page === context.page) return {};
  const typing = field === undefined ? null : `${edit.kind === 'replace' ? edit.index : 'page'}:${field}`;
  const addsToLast = typing !== null && typing === context.typing && context.future.length === 0;
  const within = edit.kind === 'replace' ? `/data/${edit.index}` : '';
  const errors = context.validate(page);
  return {
    page,
    selected: selectionAfter(edit, context.selected, page.data.length),
    errors,
    quiet: quietAfterEdit(
      context.quiet,
      field === undefined || (edit.kind !== 'replace' && edit.kind !== 'page') ? undefined : within + field,
      added === undefined ? undefined : within + added,
    ),
    notice: noticeAfter(context.notice, errors),
    typing,
    past: addsToLast ? context.past : [...context.past, { page: context.page, selected: context.selected }].slice(-UNDO_LIMIT),
    future: [],
  };
}

/** Where the page stands once a newer version met at a save is known: that version is the newest. */
const headIs = (server: PageState | null, newer: PageVersion | null): PageState | null =>
  server && newer ? { ...server, head: newer } : server;

/** My page merged with a newer version, against the version mine is based on (null: that is unknown, or there is no newer version). */
const mergeWith = (context: PageEditorContext, newer: PageVersion | null): PageMerge | null =>
  newer && context.savedIsBase ? mergePages(context.saved, context.page, editorPage(newer.data)) : null;

/** One undo step back to what was open before `page` replaced it. */
const stepBack = (context: PageEditorContext) => ({
  past: [...context.past, { page: context.page, selected: context.selected }].slice(-UNDO_LIMIT),
  future: [],
});

/** Based on a newer version now: it is the saved page, and the server's newest. */
function basedOn(context: PageEditorContext, newer: PageVersion | null): Partial<PageEditorContext> {
  const theirs = newer ? editorPage(newer.data) : context.saved;
  return { saved: theirs, base: newer?.id ?? null, savedIsBase: newer !== null, server: headIs(context.server, newer) };
}

/** A save met a newer version that changed other parts than mine: both, to be saved again on theirs (not published unseen). */
function merged(context: PageEditorContext, newer: PageVersion): Partial<PageEditorContext> {
  const page = mergeWith(context, newer)!.mine;
  return {
    ...basedOn(context, newer),
    ...stepBack(context),
    page,
    selected: context.selected !== null && context.selected < page.data.length ? context.selected : null,
    typing: null,
    errors: context.validate(page),
    quiet: NONE_QUIET,
    mergedWith: newer.author ?? 'someone else',
    publishAfterSave: false,
  };
}

/** A conflict settled with `page` open, on their version; Undo goes back to what was open. */
function settled(context: PageEditorContext, page: PageData, notice: string): Partial<PageEditorContext> {
  const same = page === context.page;
  return {
    ...basedOn(context, context.conflict),
    ...(same ? {} : { ...stepBack(context), selected: null, quiet: NONE_QUIET }),
    page,
    conflict: null,
    merge: null,
    typing: null,
    errors: context.validate(page),
    notice,
  };
}

/** The context after a save landed: based on the new version; edits made while it was in flight stay unsaved. */
function afterSave(context: PageEditorContext, answer: SaveAnswer): Partial<PageEditorContext> {
  if (!('saved' in answer)) return {};
  const { version, errors } = answer.saved;
  return {
    base: version.id,
    saved: context.sending ?? context.saved,
    savedIsBase: true,
    sending: null,
    server: context.server && { ...context.server, head: version, changed: true },
    errors: context.page === context.sending ? errors : context.errors,
  };
}

/**
 * The page editor's flow: open a page (restoring unsaved changes), select, edit, drag, undo and redo,
 * save a draft, publish, and settle a conflict with someone else's newer save without losing what was
 * typed. Pure: the page's I/O is the injected `load`, `save` and `publish`; keeping unsaved changes
 * in the browser is the app's (it watches `page` and `saved`).
 */
export const pageEditorMachine = setup({
  types: {
    input: {} as PageEditorInput,
    context: {} as PageEditorContext,
    events: {} as PageEditorEvent,
  },
  actors: {
    load: fromPromise<LoadedPage, { path: string }>(async () => {
      throw new Error('load is provided by the app');
    }),
    save: fromPromise<SaveAnswer, { path: string; base: number | null; data: PageData }>(async () => {
      throw new Error('save is provided by the app');
    }),
    publish: fromPromise<PublishAnswer, { path: string; version: number }>(async () => {
      throw new Error('publish is provided by the app');
    }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    unsaved: ({ context }) => context.page !== context.saved,
    valid: ({ context }) => context.errors.length === 0,
    /** The newest version is saved and shoppers do not see it yet. */
    publishable: ({ context }) => context.base !== null && (context.server?.changed ?? true),
  },
}).createMachine({
  id: 'pageEditor',
  context: ({ input }) => ({
    ...input,
    page: EMPTY,
    saved: EMPTY,
    sending: null,
    base: null,
    savedIsBase: false,
    server: null,
    selected: null,
    past: [],
    future: [],
    typing: null,
    errors: [],
    quiet: NONE_QUIET,
    conflict: null,
    merge: null,
    mergedWith: null,
    drag: null,
    publishAfterSave: false,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ path: context.path }),
        onDone: {
          target: 'open',
          actions: assign(({ context, event }) => {
            const { state, stored } = event.output;
            const saved = editorPage(state.head?.data ?? state.live ?? { data: [] });
            const restored = stored && context.canEdit ? editorPage(stored.data) : null;
            const page = restored ?? saved;
            return {
              server: state,
              saved,
              page,
              // Unsaved changes made on an older version are saved on that version, so the save meets the newer one.
              base: restored ? stored!.base : (state.head?.id ?? null),
              savedIsBase: !restored || stored!.base === (state.head?.id ?? null),
              errors: context.validate(page),
              notice: restored ? 'Your unsaved changes from last time are back' : null,
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ notice: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ notice: null }) } },
    },
    open: {
      initial: 'editing',
      on: {
        SELECT: {
          actions: assign(({ context, event }) => ({
            selected: event.index !== null && event.index >= 0 && event.index < context.page.data.length ? event.index : null,
            typing: null,
          })),
        },
        EDIT: { guard: 'canEdit', actions: assign(({ context, event }) => edited(context, event.edit, event.field, event.added)) },
        UNDO: {
          guard: ({ context }) => context.canEdit && context.past.length > 0,
          actions: assign(({ context }) => travel(context, context.past, context.future)),
        },
        REDO: {
          guard: ({ context }) => context.canEdit && context.future.length > 0,
          actions: assign(({ context }) => travel(context, context.future, context.past)),
        },
        DISMISS: { actions: assign({ notice: null }) },
        RESTORED: {
          guard: 'canEdit',
          actions: assign(({ context, event }) => {
            const restored = editorPage(event.version.data);
            return {
              page: restored,
              saved: restored,
              base: event.version.id,
              savedIsBase: true,
              server: context.server && { ...context.server, head: event.version, changed: true },
              selected: null,
              typing: null,
              errors: context.validate(restored),
              quiet: NONE_QUIET,
              ...stepBack(context),
              notice: 'The version is restored as a draft: publish it to show it to shoppers',
            };
          }),
        },
      },
      states: {
        editing: {
          on: {
            DRAG_START: {
              guard: ({ context, event }) => context.canEdit && event.index >= 0 && event.index < context.page.data.length,
              target: 'dragging',
              actions: assign(({ event }) => ({ drag: { from: event.index, over: event.index } })),
            },
            SAVE: { guard: 'canEdit', target: 'saving', actions: assign({ publishAfterSave: false, notice: null }) },
            DISCARD: {
              guard: ({ context }) => context.canEdit && context.page !== context.saved,
              actions: assign(({ context }) => ({
                page: context.saved,
                // Changes brought back from an older version were based on it; the saved page is the server's newest.
                base: context.server?.head?.id ?? null,
                savedIsBase: true,
                selected: null,
                typing: null,
                errors: context.validate(context.saved),
                quiet: NONE_QUIET,
                ...stepBack(context),
                notice: 'Your unsaved changes are discarded: Undo brings them back',
              })),
            },
            PUBLISH: [
              { guard: ({ context }) => !context.canEdit },
              {
                guard: ({ context }) => context.errors.length > 0,
                actions: assign({ notice: FIX_ERRORS_NOTICE, quiet: NONE_QUIET }),
              },
              { guard: 'unsaved', target: 'saving', actions: assign({ publishAfterSave: true, notice: null }) },
              { guard: 'publishable', target: 'publishing', actions: assign({ notice: null }) },
              { actions: assign({ notice: 'Shoppers already see this version' }) },
            ],
          },
        },
        dragging: {
          on: {
            DRAG_OVER: {
              guard: ({ context, event }) => event.index >= 0 && event.index < context.page.data.length,
              actions: assign(({ context, event }) => ({ drag: { from: context.drag!.from, over: event.index } })),
            },
            DROP: {
              target: 'editing',
              actions: assign(({ context }) => ({
                ...edited(context, { kind: 'move', from: context.drag!.from, to: context.drag!.over }),
                drag: null,
              })),
            },
            DRAG_CANCEL: { target: 'editing', actions: assign({ drag: null }) },
          },
        },
        saving: {
          entry: assign(({ context }) => ({ sending: context.page })),
          invoke: {
            src: 'save',
            input: ({ context }) => ({ path: context.path, base: context.base, data: context.sending! }),
            onDone: [
              {
                // Their changes and mine touch different parts: both are kept, and saved again on theirs.
                guard: ({ context, event }) =>
                  'conflict' in event.output && mergeWith(context, event.output.conflict)?.clashes.length === 0,
                target: 'saving',
                reenter: true,
                actions: assign(({ context, event }) => merged(context, (event.output as { conflict: PageVersion }).conflict)),
              },
              {
                guard: ({ event }) => 'conflict' in event.output,
                target: 'conflict',
                actions: assign(({ context, event }) => {
                  const theirs = 'conflict' in event.output ? event.output.conflict : null;
                  return { conflict: theirs, merge: mergeWith(context, theirs), sending: null };
                }),
              },
              {
                target: 'publishing',
                guard: ({ context, event }) =>
                  context.publishAfterSave && 'saved' in event.output && event.output.saved.errors.length === 0,
                actions: assign(({ context, event }) => afterSave(context, event.output)),
              },
              {
                target: 'editing',
                actions: assign(({ context, event }) => ({
                  ...afterSave(context, event.output),
                  notice: context.mergedWith
                    ? `Draft saved with the changes ${context.mergedWith} made meanwhile: look them over before publishing`
                    : 'Draft saved',
                  mergedWith: null,
                })),
              },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => ({ notice: errorText(event.error), sending: null })) },
          },
        },
        publishing: {
          invoke: {
            src: 'publish',
            input: ({ context }) => ({ path: context.path, version: context.base! }),
            onDone: [
              {
                guard: ({ event }) => 'conflict' in event.output,
                target: 'conflict',
                actions: assign(({ event }) => ({ conflict: 'conflict' in event.output ? event.output.conflict : null })),
              },
              {
                guard: ({ event }) => 'invalid' in event.output,
                target: 'editing',
                actions: assign(({ event }) =>
                  'invalid' in event.output ? { errors: event.output.invalid.errors, notice: FIX_ERRORS_NOTICE, quiet: NONE_QUIET } : {},
                ),
              },
              {
                target: 'editing',
                actions: assign(({ event }) =>
                  'published' in event.output ? { server: event.output.published, notice: 'Published' } : {},
                ),
              },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => ({ notice: errorText(event.error) })) },
          },
        },
        conflict: {
          on: {
            // Save over theirs: the next save is based on their version.
            KEEP_MINE: {
              target: 'editing',
              actions: assign(({ context }) =>
                settled(
                  context,
                  context.merge?.mine ?? context.page,
                  context.merge
                    ? 'Yours is kept where you both changed the same part, with their other changes: save to keep it'
                    : 'Your version is kept: save it to replace theirs',
                ),
              ),
            },
            // Take theirs; Undo brings yours back.
            TAKE_THEIRS: {
              target: 'editing',
              actions: assign(({ context }) =>
                settled(
                  context,
                  context.merge?.theirs ?? (context.conflict ? editorPage(context.conflict.data) : context.saved),
                  context.merge
                    ? 'Theirs is taken where you both changed the same part, with your other changes: Undo brings yours back'
                    : 'Their version is open: Undo brings yours back',
                ),
              ),
            },
          },
        },
      },
    },
  },
});
