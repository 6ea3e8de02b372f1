import { assign, fromPromise, setup } from 'xstate';
import type { DocumentState, PageDataError, PageVersion, SavedDraft } from '../../contract/page-versions';
import { FIX_ERRORS_NOTICE, NONE_QUIET, noticeAfter, type QuietErrors, quietAfterEdit } from './quiet-errors';

/** Undo keeps this many steps. */
export const UNDO_LIMIT = 200;

/** Unsaved changes kept in the browser: the document and the version it was based on. */
export interface StoredDraft {
  base: number | null;
  data: unknown;
}

/** What opening a document loads: where it stands on the server, and unsaved changes from an earlier visit. */
export interface LoadedDocument<S extends DocumentState> {
  state: S;
  stored: StoredDraft | null;
}

/** A save's answer: the new version, or the newer version someone else saved in between. */
export type SaveAnswer = { saved: SavedDraft } | { conflict: PageVersion | null };

/** A publish's answer: the document's new state, the errors that stop it, or a newer version in between. */
export type PublishAnswer<S extends DocumentState> =
  { published: S } | { invalid: { message: string; errors: PageDataError[] } } | { conflict: PageVersion | null };

/** Two editors' versions made from one base, merged part by part; `clashes` are the parts both changed differently. */
export interface DocumentMerge<D> {
  mine: D;
  theirs: D;
  clashes: readonly unknown[];
}

/** An edit applied: the document after it, what is selected, and where the edit's field pointers start (undefined: it changed lists, not a field). */
export interface Applied<D> {
  document: D;
  selected: number | null;
  scope?: string;
}

/** What the owner reads after each step; the words differ between a page and the settings. */
export interface DocumentNotices {
  unsavedBack: string;
  saved: string;
  published: string;
  alreadyLive: string;
  keptMine: string;
  tookTheirs: string;
}

/** What a kind of versioned document brings to the editor's flow. */
export interface DocumentKind<D, E, M extends DocumentMerge<D>> {
  id: string;
  /** The document before anything is loaded. */
  empty: D;
  /** A version's (or a stored draft's, or the live) data as the editor holds it. */
  read: (data: unknown) => D;
  /** One edit applied; null when it changes nothing (no undo step). */
  apply: (document: D, edit: E, selected: number | null) => Applied<D> | null;
  /** Documents made of an ordered list of parts (a page's components) can select and drag them. */
  parts?: { count: (document: D) => number; move: (from: number, to: number) => E };
  /** Merges two editors' changes made from one base; without it a newer version is a whole alternative to mine. */
  merge?: (base: D, mine: D, theirs: D) => M;
  notices: DocumentNotices;
}

export interface DocumentEditorInput<D> {
  /** The staff member holds website_setting:edit (view-only staff browse and preview). */
  canEdit: boolean;
  /** The storefront's validators over the whole document: what the server checks again at publish. */
  validate: (document: D) => PageDataError[];
}

/** One undo step: the document and what was selected. */
export interface Step<D> {
  document: D;
  selected: number | null;
}

export interface DocumentEditorContext<D, M, S extends DocumentState> extends DocumentEditorInput<D> {
  /** The document as the owner is making it. */
  document: D;
  /** As last saved or loaded: the document is unsaved while `document` is another object. */
  saved: D;
  /** The document being sent by a save in flight. */
  sending: D | null;
  /** The version the document is based on (null: it has none yet). */
  base: number | null;
  /** `saved` is that version's, what a newer version is merged against (false for changes brought back from an older version: their start is unknown). */
  savedIsBase: boolean;
  server: S | null;
  /** The selected part (a page's component). */
  selected: number | null;
  past: Step<D>[];
  future: Step<D>[];
  /** The field the last step typed into: typing on in it adds to that step. */
  typing: string | null;
  errors: PageDataError[];
  /** Errors not shown yet: those of list items just added, until they are edited or Publish is pressed. */
  quiet: QuietErrors;
  /** The newer version a save or publish ran into. */
  conflict: PageVersion | null;
  /** A save's merge with that version, when both changed the same parts (null: not merged, the versions are whole alternatives). */
  merge: M | null;
  /** Whose changes a save merged in (named in the notice when it lands). */
  mergedWith: string | null;
  /** A part being dragged: where from and where it would land. */
  drag: { from: number; over: number } | null;
  publishAfterSave: boolean;
  /** What the owner should read now (saved, published, refused, failed). */
  notice: string | null;
}

export type DocumentEditorEvent<E> =
  /** `field` is the pointer of the field typed into (within the edit's scope); `added`, that of a list item the edit added. */
  | { type: 'EDIT'; edit: E; field?: string; added?: string }
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
  /** Drops the unsaved changes: the document as last saved (or as the server has it) again; Undo brings them back. */
  | { type: 'DISCARD' }
  /** An earlier version was restored on the server as the newest draft: open it (Undo brings back what was open). */
  | { type: 'RESTORED'; version: PageVersion };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong, please try again');

/**
 * The editor's flow over one versioned document (a page, the website's settings): open it (restoring
 * unsaved changes), select, edit, drag, undo and redo, save a draft, publish, and settle a conflict
 * with someone else's newer save without losing what was typed. Pure: the I/O is the injected `load`,
 * `save` and `publish`; keeping unsaved changes in the browser is the app's (it watches `document` and `saved`).
 */
export function documentEditorMachine<D, E, M extends DocumentMerge<D>, S extends DocumentState>(kind: DocumentKind<D, E, M>) {
  type Context = DocumentEditorContext<D, M, S>;
  const { notices } = kind;
  const partCount = (document: D) => kind.parts?.count(document) ?? 0;
  const isPart = (document: D, index: number | null) => index !== null && index >= 0 && index < partCount(document);
  const here = (context: Context): Step<D> => ({ document: context.document, selected: context.selected });

  /** One undo step back to what was open before another document replaced it. */
  const stepBack = (context: Context) => ({ past: [...context.past, here(context)].slice(-UNDO_LIMIT), future: [] });

  /** The context after a move through history (undo or redo): what it was, with the selection it had. */
  function travel(context: Context, backwards: boolean): Partial<Context> {
    const from = backwards ? context.past : context.future;
    const step = from.at(-1) as Step<D>;
    const errors = context.validate(step.document);
    return {
      document: step.document,
      selected: step.selected,
      errors,
      quiet: NONE_QUIET,
      notice: noticeAfter(context.notice, errors),
      typing: null,
      ...(backwards
        ? { past: from.slice(0, -1), future: [...context.future, here(context)] }
        : { future: from.slice(0, -1), past: [...context.past, here(context)] }),
    };
  }

  /** The context after an edit: one undo step, unless it types on in the same field as the last one. */
  function edited(context: Context, edit: E, field?: string, added?: string): Partial<Context> {
    const applied = kind.apply(context.document, edit, context.selected);
    if (!applied) return {};
    const { document, selected, scope } = applied;
    const typing = field === undefined || scope === undefined ? null : scope + field;
    const addsToLast = typing !== null && typing === context.typing && context.future.length === 0;
    const errors = context.validate(document);
    return {
      document,
      selected,
      errors,
      quiet: quietAfterEdit(context.quiet, typing ?? undefined, added === undefined ? undefined : (scope ?? '') + added),
      notice: noticeAfter(context.notice, errors),
      typing,
      past: addsToLast ? context.past : [...context.past, here(context)].slice(-UNDO_LIMIT),
      future: [],
    };
  }

  /** Mine merged with a newer version, against the version mine is based on (null: that is unknown, no newer version, or the kind does not merge). */
  const mergeWith = (context: Context, newer: PageVersion | null): M | null =>
    newer && context.savedIsBase && kind.merge ? kind.merge(context.saved, context.document, kind.read(newer.data)) : null;

  /** Based on a newer version now: it is the saved document, and the server's newest. */
  function basedOn(context: Context, newer: PageVersion | null): Partial<Context> {
    return {
      saved: newer ? kind.read(newer.data) : context.saved,
      base: newer?.id ?? null,
      savedIsBase: newer !== null,
      server: context.server && newer ? { ...context.server, head: newer } : context.server,
    };
  }

  /** A save met a newer version that changed other parts than mine: both, to be saved again on theirs (not published unseen). */
  function merged(context: Context, newer: PageVersion): Partial<Context> {
    const document = (mergeWith(context, newer) as M).mine;
    return {
      ...basedOn(context, newer),
      ...stepBack(context),
      document,
      selected: isPart(document, context.selected) ? context.selected : null,
      typing: null,
      errors: context.validate(document),
      quiet: NONE_QUIET,
      mergedWith: newer.author ?? 'someone else',
      publishAfterSave: false,
    };
  }

  /** A conflict settled with `document` open, on their version; Undo goes back to what was open. */
  function settled(context: Context, document: D, notice: string): Partial<Context> {
    const same = document === context.document;
    return {
      ...basedOn(context, context.conflict),
      ...(same ? {} : { ...stepBack(context), selected: null, quiet: NONE_QUIET }),
      document,
      conflict: null,
      merge: null,
      typing: null,
      errors: context.validate(document),
      notice,
    };
  }

  /** Another document open (restored, discarded to): nothing selected, one undo step back. */
  const reopened = (context: Context, document: D, notice: string): Partial<Context> => ({
    document,
    selected: null,
    typing: null,
    errors: context.validate(document),
    quiet: NONE_QUIET,
    ...stepBack(context),
    notice,
  });

  /** The context after a save landed: based on the new version; edits made while it was in flight stay unsaved. */
  function afterSave(context: Context, answer: SaveAnswer): Partial<Context> {
    if (!('saved' in answer)) return {};
    const { version, errors } = answer.saved;
    return {
      base: version.id,
      saved: context.sending ?? context.saved,
      savedIsBase: true,
      sending: null,
      server: context.server && { ...context.server, head: version, changed: true },
      errors: context.document === context.sending ? errors : context.errors,
    };
  }

  return setup({
    types: {
      input: {} as DocumentEditorInput<D>,
      context: {} as Context,
      events: {} as DocumentEditorEvent<E>,
    },
    actors: {
      load: fromPromise<LoadedDocument<S>>(async () => {
        throw new Error('load is provided by the app');
      }),
      save: fromPromise<SaveAnswer, { base: number | null; data: D }>(async () => {
        throw new Error('save is provided by the app');
      }),
      publish: fromPromise<PublishAnswer<S>, { version: number }>(async () => {
        throw new Error('publish is provided by the app');
      }),
    },
    guards: {
      canEdit: ({ context }) => context.canEdit,
      unsaved: ({ context }) => context.document !== context.saved,
      /** The newest version is saved and shoppers do not see it yet. */
      publishable: ({ context }) => context.base !== null && (context.server?.changed ?? true),
    },
  }).createMachine({
    id: kind.id,
    context: ({ input }) => ({
      ...input,
      document: kind.empty,
      saved: kind.empty,
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
          onDone: {
            target: 'open',
            actions: assign(({ context, event }) => {
              const { state, stored } = event.output;
              const saved = kind.read(state.head?.data ?? state.live);
              const restored = stored && context.canEdit ? stored : null;
              const document = restored ? kind.read(restored.data) : saved;
              const head = state.head?.id ?? null;
              return {
                server: state,
                saved,
                document,
                // Unsaved changes made on an older version are saved on that version, so the save meets the newer one.
                base: restored ? restored.base : head,
                savedIsBase: !restored || restored.base === head,
                errors: context.validate(document),
                notice: restored ? notices.unsavedBack : null,
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
              selected: isPart(context.document, event.index) ? event.index : null,
              typing: null,
            })),
          },
          EDIT: { guard: 'canEdit', actions: assign(({ context, event }) => edited(context, event.edit, event.field, event.added)) },
          UNDO: {
            guard: ({ context }) => context.canEdit && context.past.length > 0,
            actions: assign(({ context }) => travel(context, true)),
          },
          REDO: {
            guard: ({ context }) => context.canEdit && context.future.length > 0,
            actions: assign(({ context }) => travel(context, false)),
          },
          DISMISS: { actions: assign({ notice: null }) },
          RESTORED: {
            guard: 'canEdit',
            actions: assign(({ context, event }) => {
              const restored = kind.read(event.version.data);
              return {
                ...reopened(context, restored, 'The version is restored as a draft: publish it to show it to shoppers'),
                saved: restored,
                base: event.version.id,
                savedIsBase: true,
                server: context.server && { ...context.server, head: event.version, changed: true },
              };
            }),
          },
        },
        states: {
          editing: {
            on: {
              DRAG_START: {
                guard: ({ context, event }) => context.canEdit && isPart(context.document, event.index),
                target: 'dragging',
                actions: assign(({ event }) => ({ drag: { from: event.index, over: event.index } })),
              },
              SAVE: { guard: 'canEdit', target: 'saving', actions: assign({ publishAfterSave: false, notice: null }) },
              DISCARD: {
                guard: ({ context }) => context.canEdit && context.document !== context.saved,
                actions: assign(({ context }) => ({
                  ...reopened(context, context.saved, 'Your unsaved changes are discarded: Undo brings them back'),
                  // Changes brought back from an older version were based on it; the saved document is the server's newest.
                  base: context.server?.head?.id ?? null,
                  savedIsBase: true,
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
                { actions: assign({ notice: notices.alreadyLive }) },
              ],
            },
          },
          dragging: {
            on: {
              DRAG_OVER: {
                guard: ({ context, event }) => isPart(context.document, event.index),
                actions: assign(({ context, event }) => ({ drag: { from: context.drag!.from, over: event.index } })),
              },
              DROP: {
                target: 'editing',
                actions: assign(({ context }) => ({
                  ...edited(context, kind.parts!.move(context.drag!.from, context.drag!.over)),
                  drag: null,
                })),
              },
              DRAG_CANCEL: { target: 'editing', actions: assign({ drag: null }) },
            },
          },
          saving: {
            entry: assign(({ context }) => ({ sending: context.document })),
            invoke: {
              src: 'save',
              input: ({ context }) => ({ base: context.base, data: context.sending as D }),
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
                      : notices.saved,
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
              input: ({ context }) => ({ version: context.base as number }),
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
                    'published' in event.output ? { server: event.output.published, notice: notices.published } : {},
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
                    context.merge?.mine ?? context.document,
                    context.merge
                      ? 'Yours is kept where you both changed the same part, with their other changes: save to keep it'
                      : notices.keptMine,
                  ),
                ),
              },
              // Take theirs; Undo brings yours back.
              TAKE_THEIRS: {
                target: 'editing',
                actions: assign(({ context }) =>
                  settled(
                    context,
                    context.merge?.theirs ?? (context.conflict ? kind.read(context.conflict.data) : context.saved),
                    context.merge
                      ? 'Theirs is taken where you both changed the same part, with your other changes: Undo brings yours back'
                      : notices.tookTheirs,
                  ),
                ),
              },
            },
          },
        },
      },
    },
  });
}
