import { assign, fromPromise, setup } from 'xstate';
import type { PageDataError, PageVersion, SavedDraft } from '../../contract/page-versions';
import type { SettingsState, WebsiteSettings } from '../../contract/website-settings';
import type { StoredDraft } from './page-editor.machine';
import { UNDO_LIMIT } from './page-editor.machine';
import { FIX_ERRORS_NOTICE, NONE_QUIET, noticeAfter, type QuietErrors, quietAfterEdit } from './quiet-errors';

/** What opening the settings loads: where they stand on the server, and unsaved changes from an earlier visit. */
export interface LoadedSettings {
  state: SettingsState;
  stored: StoredDraft | null;
}

/** A save's answer: the new version, or the newer version someone else saved in between. */
export type SettingsSaveAnswer = { saved: SavedDraft } | { conflict: PageVersion | null };

/** A publish's answer: the settings' new state, the errors that stop it, or a newer version in between. */
export type SettingsPublishAnswer =
  { published: SettingsState } | { invalid: { message: string; errors: PageDataError[] } } | { conflict: PageVersion | null };

export interface WebsiteSettingsInput {
  canEdit: boolean;
  /** The settings schema's validator (contract/website-settings.ts): what the server checks again at publish. */
  validate: (settings: WebsiteSettings) => PageDataError[];
}

export interface WebsiteSettingsContext extends WebsiteSettingsInput {
  /** The settings as the owner is making them (null until loaded). */
  settings: WebsiteSettings | null;
  /** As last saved or loaded: unsaved while `settings` is another object. */
  saved: WebsiteSettings | null;
  sending: WebsiteSettings | null;
  base: number | null;
  server: SettingsState | null;
  past: WebsiteSettings[];
  future: WebsiteSettings[];
  /** The field the last change typed into: typing on in it adds to that undo step. */
  typing: string | null;
  errors: PageDataError[];
  /** Errors not shown yet: those of menu items just added, until they are edited or Publish is pressed. */
  quiet: QuietErrors;
  conflict: PageVersion | null;
  publishAfterSave: boolean;
  notice: string | null;
}

export type WebsiteSettingsEvent =
  /** New settings from the form; `field` is the JSON pointer that changed, `added` that of an item it added. */
  | { type: 'CHANGE'; settings: WebsiteSettings; field: string; added?: string }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'SAVE' }
  | { type: 'PUBLISH' }
  | { type: 'KEEP_MINE' }
  | { type: 'TAKE_THEIRS' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | { type: 'RESTORED'; version: PageVersion };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong, please try again');
const asSettings = (data: unknown) => data as WebsiteSettings;

/** The context after a move through history: the settings it held, and the current ones on the other side. */
function travel(context: WebsiteSettingsContext, backwards: boolean): Partial<WebsiteSettingsContext> {
  const from = backwards ? context.past : context.future;
  const settings = from.at(-1) as WebsiteSettings;
  const current = context.settings as WebsiteSettings;
  const errors = context.validate(settings);
  return {
    settings,
    errors,
    quiet: NONE_QUIET,
    notice: noticeAfter(context.notice, errors),
    typing: null,
    ...(backwards
      ? { past: from.slice(0, -1), future: [...context.future, current] }
      : { future: from.slice(0, -1), past: [...context.past, current] }),
  };
}

/** The context with other settings open (restored, or theirs): one undo step back to what was open. */
function replaced(context: WebsiteSettingsContext, settings: WebsiteSettings, base: number | null, notice: string) {
  return {
    settings,
    saved: settings,
    base,
    typing: null,
    errors: context.validate(settings),
    quiet: NONE_QUIET,
    past: [...context.past, context.settings as WebsiteSettings].slice(-UNDO_LIMIT),
    future: [],
    conflict: null,
    notice,
  };
}

/**
 * The website settings' flow in the editor: open them (restoring unsaved changes), change, undo and
 * redo, save a draft, publish, and settle a conflict without losing what was typed. Pure: the I/O is
 * the injected `load`, `save` and `publish`.
 */
export const websiteSettingsMachine = setup({
  types: {
    input: {} as WebsiteSettingsInput,
    context: {} as WebsiteSettingsContext,
    events: {} as WebsiteSettingsEvent,
  },
  actors: {
    load: fromPromise<LoadedSettings>(async () => {
      throw new Error('load is provided by the app');
    }),
    save: fromPromise<SettingsSaveAnswer, { base: number | null; data: WebsiteSettings }>(async () => {
      throw new Error('save is provided by the app');
    }),
    publish: fromPromise<SettingsPublishAnswer, { version: number }>(async () => {
      throw new Error('publish is provided by the app');
    }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    unsaved: ({ context }) => context.settings !== context.saved,
    publishable: ({ context }) => context.base !== null && (context.server?.changed ?? true),
  },
}).createMachine({
  id: 'websiteSettings',
  context: ({ input }) => ({
    ...input,
    settings: null,
    saved: null,
    sending: null,
    base: null,
    server: null,
    past: [],
    future: [],
    typing: null,
    errors: [],
    quiet: NONE_QUIET,
    conflict: null,
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
            const saved = asSettings(state.head?.data ?? state.live);
            const restored = stored && context.canEdit ? asSettings(stored.data) : null;
            const settings = restored ?? saved;
            return {
              server: state,
              saved,
              settings,
              base: restored ? stored!.base : (state.head?.id ?? null),
              errors: context.validate(settings),
              notice: restored ? 'Your unsaved changes to the settings from last time are back' : null,
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ notice: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ notice: null }) } } },
    open: {
      initial: 'editing',
      on: {
        CHANGE: {
          guard: 'canEdit',
          actions: assign(({ context, event }) => {
            const addsToLast = event.field === context.typing && context.future.length === 0;
            const errors = context.validate(event.settings);
            return {
              settings: event.settings,
              errors,
              quiet: quietAfterEdit(context.quiet, event.field, event.added),
              notice: noticeAfter(context.notice, errors),
              typing: event.field,
              past: addsToLast ? context.past : [...context.past, context.settings as WebsiteSettings].slice(-UNDO_LIMIT),
              future: [],
            };
          }),
        },
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
          actions: assign(({ context, event }) => ({
            ...replaced(
              context,
              asSettings(event.version.data),
              event.version.id,
              'The version is restored as a draft: publish it to show it to shoppers',
            ),
            server: context.server && { ...context.server, head: event.version, changed: true },
          })),
        },
      },
      states: {
        editing: {
          on: {
            SAVE: { guard: 'canEdit', target: 'saving', actions: assign({ publishAfterSave: false, notice: null }) },
            PUBLISH: [
              { guard: ({ context }) => !context.canEdit },
              {
                guard: ({ context }) => context.errors.length > 0,
                actions: assign({ notice: FIX_ERRORS_NOTICE, quiet: NONE_QUIET }),
              },
              { guard: 'unsaved', target: 'saving', actions: assign({ publishAfterSave: true, notice: null }) },
              { guard: 'publishable', target: 'publishing', actions: assign({ notice: null }) },
              { actions: assign({ notice: 'Shoppers already see these settings' }) },
            ],
          },
        },
        saving: {
          entry: assign(({ context }) => ({ sending: context.settings })),
          invoke: {
            src: 'save',
            input: ({ context }) => ({ base: context.base, data: context.sending as WebsiteSettings }),
            onDone: [
              {
                guard: ({ event }) => 'conflict' in event.output,
                target: 'conflict',
                actions: assign(({ event }) => ({ conflict: 'conflict' in event.output ? event.output.conflict : null, sending: null })),
              },
              {
                target: 'publishing',
                guard: ({ context, event }) =>
                  context.publishAfterSave && 'saved' in event.output && event.output.saved.errors.length === 0,
                actions: assign(({ context, event }) => afterSave(context, event.output)),
              },
              {
                target: 'editing',
                actions: assign(({ context, event }) => ({ ...afterSave(context, event.output), notice: 'Settings saved as a draft' })),
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
                  'published' in event.output
                    ? { server: event.output.published, notice: 'Settings published: shoppers see them on their next page' }
                    : {},
                ),
              },
            ],
            onError: { target: 'editing', actions: assign(({ event }) => ({ notice: errorText(event.error) })) },
          },
        },
        conflict: {
          on: {
            KEEP_MINE: {
              target: 'editing',
              actions: assign(({ context }) => ({
                base: context.conflict?.id ?? null,
                saved: context.conflict ? asSettings(context.conflict.data) : context.saved,
                conflict: null,
                notice: 'Your settings are kept: save them to replace theirs',
              })),
            },
            TAKE_THEIRS: {
              target: 'editing',
              actions: assign(({ context }) =>
                replaced(
                  context,
                  context.conflict ? asSettings(context.conflict.data) : (context.saved as WebsiteSettings),
                  context.conflict?.id ?? null,
                  'Their settings are open: Undo brings yours back',
                ),
              ),
            },
          },
        },
      },
    },
  },
});

/** The context after a save landed: based on the new version; changes made while it was in flight stay unsaved. */
function afterSave(context: WebsiteSettingsContext, answer: SettingsSaveAnswer): Partial<WebsiteSettingsContext> {
  if (!('saved' in answer)) return {};
  const { version, errors } = answer.saved;
  return {
    base: version.id,
    saved: context.sending ?? context.saved,
    sending: null,
    server: context.server && { ...context.server, head: version, changed: true },
    errors: context.settings === context.sending ? errors : context.errors,
  };
}
