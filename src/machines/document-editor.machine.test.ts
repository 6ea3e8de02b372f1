import { getShortestPaths } from '@xstate/graph';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { parseInit } from '../../contract/init';
import type { PageComponent, PageData } from '../../contract/page-data';
import { validatePageData } from '../../contract/page-validation';
import type { DocumentState, PageDataError, PageVersion } from '../../contract/page-versions';
import { settingsFromInit, validateWebsiteSettings, type WebsiteSettings } from '../../contract/website-settings';
import { pageVersion } from '../../tests/support/page-version';
import { pageEditorMachine } from './page-editor.machine';
import { websiteSettingsMachine } from './website-settings.machine';

// Issue 37: one machine over a versioned document serves the page editor and the website settings; these model-based tests cover both.

const version = pageVersion;
const stateWith = (head: PageVersion | null, published: number | null = null): DocumentState & { path: string } => ({
  path: '/offers',
  head,
  published: published === null ? null : { version: published, at: head?.created_at ?? null, by: 'Asha' },
  changed: head !== null && head.id !== published,
  live: null,
});

/** What the tests need of a kind of document: its machine, valid and invalid edits, and a way to tell documents apart. */
interface Kind<D> {
  name: string;
  machine: AnyStateMachine;
  validate: (document: D) => PageDataError[];
  /** Data of a version (a valid document). */
  data: (mark: string) => unknown;
  /** An edit that makes a valid document different from `document`, typed into `field`. */
  typed: (document: D, mark: string, field?: string) => { type: 'EDIT'; edit: unknown; field?: string };
  /** A valid and an invalid edit, the same whatever is open. */
  valid: { type: 'EDIT'; edit: unknown; field?: string };
  invalid: { type: 'EDIT'; edit: unknown; field?: string };
  /** The document's content, to compare. */
  content: (document: D) => string;
  /** The kind's documents have parts to drag. */
  drags: boolean;
}

const heading = (title: string): PageComponent => ({ name: 'heading', order: 0, data: { title } });
const pageKind: Kind<PageData> = {
  name: 'a page',
  machine: pageEditorMachine,
  validate: (page) => {
    const result = validatePageData(page);
    return result.ok ? [] : result.errors;
  },
  data: (mark) => ({ version: 2, data: [heading(mark)] }),
  typed: (page, mark, field) =>
    page.data.length
      ? { type: 'EDIT', edit: { kind: 'replace', index: 0, component: heading(mark) }, field }
      : { type: 'EDIT', edit: { kind: 'add', component: heading(mark), at: 0 } },
  valid: { type: 'EDIT', edit: { kind: 'add', component: heading('x'), at: 99 } },
  invalid: { type: 'EDIT', edit: { kind: 'add', component: { name: 'heading', order: 0, data: { title: 1 } }, at: 0 } },
  content: (page) => JSON.stringify(page.data),
  drags: true,
};

const live = settingsFromInit(parseInit({ web: { id: 1, name: 'FreshKart' } }) as Parameters<typeof settingsFromInit>[0]);
const settingsKind: Kind<WebsiteSettings | null> = {
  name: 'the website settings',
  machine: websiteSettingsMachine,
  validate: (settings) => {
    const result = validateWebsiteSettings(settings);
    return result.ok ? [] : result.errors.map((error) => ({ index: null, name: null, ...error }));
  },
  data: (mark) => ({ ...live, webPageCss: mark }),
  typed: (settings, mark, field) => ({ type: 'EDIT', edit: { ...(settings ?? live), webPageCss: mark }, field }),
  valid: { type: 'EDIT', edit: { ...live, webPageCss: 'x' }, field: '/webPageCss' },
  invalid: {
    type: 'EDIT',
    edit: { ...live, navSetting: { ...live.navSetting, header_template: 9 } },
    field: '/navSetting/header_template',
  },
  content: (settings) => JSON.stringify(settings),
  drags: false,
};

describe.each([pageKind, settingsKind] as Kind<unknown>[])('the document editor over $name', (kind) => {
  const id = kind.machine.id;
  const validate = kind.validate;
  /** The kind's editor, opened on `head` (an editor who may edit). */
  const openedOn = async (head: PageVersion) => {
    const actor = createActor(
      kind.machine.provide({ actors: { load: fromPromise(async () => ({ state: stateWith(head), stored: null })) } }),
      { input: { canEdit: true, validate } },
    ).start();
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    return actor;
  };

  it('reaches every state only by the way it should (model-based)', () => {
    const answers = [
      { type: `xstate.done.actor.0.${id}.loading`, output: { state: stateWith(version(1, kind.data('a'))), stored: null } },
      { type: `xstate.error.actor.0.${id}.loading`, error: new Error('offline') },
      { type: `xstate.done.actor.0.${id}.open.saving`, output: { saved: { version: version(2, kind.data('a')), errors: [] } } },
      { type: `xstate.done.actor.0.${id}.open.saving`, output: { conflict: version(5, kind.data('b')) } },
      { type: `xstate.error.actor.0.${id}.open.saving`, error: new Error('offline') },
      { type: `xstate.done.actor.0.${id}.open.publishing`, output: { published: stateWith(version(2, kind.data('a')), 2) } },
      { type: `xstate.done.actor.0.${id}.open.publishing`, output: { conflict: version(5, kind.data('b')) } },
    ];
    const events = [
      ...answers,
      kind.valid,
      kind.invalid,
      { type: 'DRAG_START', index: 0 },
      { type: 'DROP' },
      { type: 'SAVE' },
      { type: 'PUBLISH' },
      { type: 'KEEP_MINE' },
      { type: 'DISCARD' },
      { type: 'RETRY' },
    ];
    for (const canEdit of [true, false]) {
      const paths = getShortestPaths(kind.machine, {
        input: { canEdit, validate },
        events,
        serializeState: (s) =>
          JSON.stringify([
            s.value,
            kind.content(s.context.document),
            s.context.errors.length,
            s.context.base,
            s.context.document === s.context.saved,
          ]),
        stopWhen: (s) => s.context.past.length > 2,
      });
      const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      for (const path of paths) {
        const { context } = path.state;
        const types = path.steps.map((step) => (step.event as { type: string }).type);
        if (path.state.matches({ open: 'publishing' }) && types.at(-1) !== 'EDIT') {
          // Only a valid document, saved first when it had unsaved changes (editing on while it publishes is allowed).
          expect(context.errors).toEqual([]);
          expect(context.document).toBe(context.saved);
          expect(context.base).not.toBeNull();
        }
        if (path.state.matches({ open: 'conflict' })) expect(context.conflict).not.toBeNull();
        if (!canEdit) expect(types).not.toContain(`xstate.done.actor.0.${id}.open.saving`);
      }
      if (canEdit) {
        for (const state of ['saving', 'publishing', 'conflict']) expect(reached).toContain(JSON.stringify({ open: state }));
        expect(reached.has(JSON.stringify({ open: 'dragging' }))).toBe(kind.drags);
      } else {
        expect([...reached].sort()).toEqual(['"failed"', '"loading"', '{"open":"editing"}']);
      }
    }
  });

  it('gives back exactly the document of any point in its history, whatever is typed where (model-based)', async () => {
    const command = fc.oneof(
      { weight: 4, arbitrary: fc.record({ type: fc.constant('type' as const), field: fc.constantFrom('/a', '/b', undefined) }) },
      { weight: 2, arbitrary: fc.constant({ type: 'undo' as const }) },
      { weight: 1, arbitrary: fc.constant({ type: 'redo' as const }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 30 }), async (commands) => {
        const actor = await openedOn(version(1, kind.data('start')));
        const context = () => actor.getSnapshot().context;
        // The model: the documents (as content) one can go back and forth between, and where the editor stands.
        const history = [kind.content(context().document)];
        let at = 0;
        let lastField: string | undefined;
        let n = 0;
        for (const command of commands) {
          if (command.type === 'undo') {
            actor.send({ type: 'UNDO' });
            if (at > 0) [at, lastField] = [at - 1, undefined];
          } else if (command.type === 'redo') {
            actor.send({ type: 'REDO' });
            if (at < history.length - 1) [at, lastField] = [at + 1, undefined];
          } else {
            actor.send(kind.typed(context().document, `t${n++}`, command.field));
            // Typing on in the field of the last step adds to it; anything else is a new step.
            if (command.field === undefined || command.field !== lastField || at !== history.length - 1) {
              history.splice(at + 1);
              history.push('');
              at++;
            }
            history[at] = kind.content(context().document);
            lastField = command.field;
          }
          expect(kind.content(context().document)).toBe(history[at]);
          expect(context().past).toHaveLength(at);
          expect(context().future).toHaveLength(history.length - 1 - at);
        }
        actor.stop();
      }),
      { numRuns: 100 },
    );
  });

  it('discards unsaved changes to the saved document, and Undo brings them back', async () => {
    const actor = await openedOn(version(3, kind.data('saved')));
    const context = () => actor.getSnapshot().context;
    const saved = context().saved;
    actor.send(kind.typed(context().document, 'mine', '/a'));
    const mine = context().document;
    actor.send({ type: 'DISCARD' });
    expect(context()).toMatchObject({ document: saved, base: 3, notice: 'Your unsaved changes are discarded: Undo brings them back' });
    actor.send({ type: 'UNDO' });
    expect(context().document).toBe(mine);
  });
});
