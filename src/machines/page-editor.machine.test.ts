import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PageComponent, PageData } from '../../contract/page-data';
import { validatePageData } from '../../contract/page-validation';
import type { PageState, PageVersion } from '../../contract/page-versions';
import { type SaveAnswer, type StoredDraft, UNDO_LIMIT } from './document-editor.machine';
import { type LoadedPage, pageEditorMachine, type PageEditorEvent, type PagePublishAnswer as PublishAnswer } from './page-editor.machine';
import { pageVersion } from '../../tests/support/page-version';
import { shownErrors } from './quiet-errors';

const validate = (page: PageData) => {
  const result = validatePageData(page);
  return result.ok ? [] : result.errors;
};
const heading = (title: string): PageComponent => ({ name: 'heading', order: 0, data: { title } });
const texts = (page: PageData) => page.data.map((c) => (c.data as { title: string }).title);

const version = (id: number, components: PageComponent[], extra: Partial<PageVersion> = {}) =>
  pageVersion(id, { version: 2, data: components }, extra);
const stateWith = (head: PageVersion | null, publishedVersion: number | null = null): PageState => ({
  path: '/offers',
  head,
  published: publishedVersion === null ? null : { version: publishedVersion, at: head?.created_at ?? null, by: 'Asha' },
  changed: head !== null && head.id !== publishedVersion,
  live: null,
});

interface Server {
  load?: () => Promise<LoadedPage>;
  save?: (input: { base: number | null; data: PageData }) => Promise<SaveAnswer>;
  publish?: (input: { version: number }) => Promise<PublishAnswer>;
}

function open(server: Server = {}, { canEdit = true } = {}) {
  const calls = { save: vi.fn(server.save ?? (async () => ({ conflict: null }))), publish: vi.fn(server.publish) };
  const actor = createActor(
    pageEditorMachine.provide({
      actors: {
        load: fromPromise(server.load ?? (async () => ({ state: stateWith(null), stored: null }))),
        save: fromPromise(({ input }) => calls.save(input)),
        publish: fromPromise(({ input }) => calls.publish(input) as Promise<PublishAnswer>),
      },
    }),
    { input: { canEdit, validate } },
  );
  actor.start();
  return { actor, ...calls, context: () => actor.getSnapshot().context };
}
const opened = async (server: Server = {}, options?: { canEdit?: boolean }) => {
  const editor = open(server, options);
  await waitFor(editor.actor, (s) => !s.matches('loading'));
  return editor;
};
const add = (text: string, at = 99): PageEditorEvent => ({ type: 'EDIT', edit: { kind: 'add', component: heading(text), at } });
const settled = (editor: { actor: ReturnType<typeof open>['actor'] }) =>
  waitFor(editor.actor, (s) => s.matches({ open: 'editing' }) || s.matches({ open: 'conflict' }));

describe('page editor machine', () => {
  it('opens the newest version, in the order the store shows it', async () => {
    const head = version(4, [
      { ...heading('second'), order: 2 },
      { ...heading('first'), order: 1 },
    ]);
    const { context } = await opened({ load: async () => ({ state: stateWith(head, 3), stored: null }) });
    expect(texts(context().document)).toEqual(['first', 'second']);
    expect(context().base).toBe(4);
    expect(context().document).toBe(context().saved);
  });

  it('opens what shoppers see when the page has no version yet (a built-in route’s default page)', async () => {
    const live = { version: 2, data: [{ name: 'screen', data: { screen: 'cart' } }] };
    const { context } = await opened({ load: async () => ({ state: { ...stateWith(null), live }, stored: null }) });
    expect(context().document.data).toEqual([{ name: 'screen', order: 0, data: { screen: 'cart' } }]);
    expect(context().base).toBeNull();
  });

  it('says why a page did not open, and tries again', async () => {
    let tries = 0;
    const editor = await opened({
      load: async () => {
        if (++tries === 1) throw new Error('The store is not answering');
        return { state: stateWith(null), stored: null };
      },
    });
    expect(editor.actor.getSnapshot().matches('failed')).toBe(true);
    expect(editor.context().notice).toBe('The store is not answering');
    editor.actor.send({ type: 'RETRY' });
    await waitFor(editor.actor, (s) => s.matches('open'));
  });

  it('brings back unsaved changes from an earlier visit, unsaved, on the version they were made on', async () => {
    const stored: StoredDraft = { base: 3, data: { version: 2, data: [heading('mine')] } };
    const editor = await opened({ load: async () => ({ state: stateWith(version(5, [heading('theirs')])), stored }) });
    expect(texts(editor.context().document)).toEqual(['mine']);
    expect(editor.context().base).toBe(3);
    expect(editor.context().document).not.toBe(editor.context().saved);
    expect(editor.context().notice).toMatch(/unsaved changes/);
  });

  it('discards unsaved changes brought back from an older version: the newest saved page, based on it; Undo brings them back', async () => {
    const stored: StoredDraft = { base: 3, data: { version: 2, data: [heading('mine')] } };
    const editor = await opened({ load: async () => ({ state: stateWith(version(5, [heading('theirs')])), stored }) });
    editor.actor.send({ type: 'DISCARD' });
    expect(texts(editor.context().document)).toEqual(['theirs']);
    expect(editor.context().document).toBe(editor.context().saved);
    expect(editor.context().base).toBe(5);
    expect(editor.context().notice).toBe('Your unsaved changes are discarded: Undo brings them back');
    // Nothing unsaved: a second Discard changes nothing.
    editor.actor.send({ type: 'DISCARD' });
    expect(editor.context().past).toHaveLength(1);
    editor.actor.send({ type: 'UNDO' });
    expect(texts(editor.context().document)).toEqual(['mine']);
    expect(editor.context().document).not.toBe(editor.context().saved);
  });

  it('lets view-only staff select but not change, save or publish, and ignores their stored changes', async () => {
    const stored: StoredDraft = { base: null, data: { data: [heading('mine')] } };
    const editor = await opened(
      { load: async () => ({ state: stateWith(version(1, [heading('a'), heading('b')])), stored }) },
      { canEdit: false },
    );
    expect(texts(editor.context().document)).toEqual(['a', 'b']);
    editor.actor.send({ type: 'SELECT', index: 1 });
    expect(editor.context().selected).toBe(1);
    for (const event of [
      add('x'),
      { type: 'DRAG_START', index: 0 },
      { type: 'SAVE' },
      { type: 'PUBLISH' },
      { type: 'UNDO' },
      { type: 'DISCARD' },
    ] as const)
      editor.actor.send(event);
    expect(texts(editor.context().document)).toEqual(['a', 'b']);
    expect(editor.actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(editor.save).not.toHaveBeenCalled();
  });

  it('undoes and redoes every edit, and typing in one field is one step', async () => {
    const editor = await opened();
    editor.actor.send(add('a'));
    editor.actor.send(add('b'));
    for (const text of ['H', 'He', 'Hel'])
      editor.actor.send({ type: 'EDIT', edit: { kind: 'replace', index: 1, component: heading(text) }, field: '/data/title' });
    expect(texts(editor.context().document)).toEqual(['a', 'Hel']);
    editor.actor.send({ type: 'UNDO' });
    expect(texts(editor.context().document)).toEqual(['a', 'b']);
    editor.actor.send({ type: 'UNDO' });
    expect(texts(editor.context().document)).toEqual(['a']);
    editor.actor.send({ type: 'REDO' });
    editor.actor.send({ type: 'REDO' });
    expect(texts(editor.context().document)).toEqual(['a', 'Hel']);
    // Back at the start, the page is the saved one again.
    for (let i = 0; i < 3; i++) editor.actor.send({ type: 'UNDO' });
    expect(editor.context().document).toBe(editor.context().saved);
  });

  it('keeps at most UNDO_LIMIT steps', async () => {
    const editor = await opened();
    for (let i = 0; i < UNDO_LIMIT + 5; i++) editor.actor.send(add(`c${i}`));
    expect(editor.context().past).toHaveLength(UNDO_LIMIT);
  });

  it('moves a dragged component where it is dropped, as one step; a cancelled drag changes nothing', async () => {
    const editor = await opened();
    for (const t of ['a', 'b', 'c']) editor.actor.send(add(t));
    editor.actor.send({ type: 'DRAG_START', index: 0 });
    editor.actor.send({ type: 'DRAG_OVER', index: 1 });
    editor.actor.send({ type: 'DRAG_OVER', index: 9 });
    editor.actor.send({ type: 'DRAG_OVER', index: 2 });
    editor.actor.send({ type: 'DROP' });
    expect(texts(editor.context().document)).toEqual(['b', 'c', 'a']);
    editor.actor.send({ type: 'DRAG_START', index: 0 });
    editor.actor.send({ type: 'DRAG_OVER', index: 2 });
    editor.actor.send({ type: 'DRAG_CANCEL' });
    expect(texts(editor.context().document)).toEqual(['b', 'c', 'a']);
    editor.actor.send({ type: 'UNDO' });
    expect(texts(editor.context().document)).toEqual(['a', 'b', 'c']);
  });

  it('saves a draft on the version it was opened on; edits made meanwhile stay unsaved', async () => {
    let answer: (value: SaveAnswer) => void = () => {};
    const editor = await opened({ save: () => new Promise((resolve) => (answer = resolve)) });
    editor.actor.send(add('a'));
    editor.actor.send({ type: 'SAVE' });
    expect(editor.save).toHaveBeenCalledWith({ base: null, data: expect.objectContaining({ data: [heading('a')] }) });
    editor.actor.send(add('b'));
    answer({ saved: { version: version(7, [heading('a')]), errors: [] } });
    await settled(editor);
    expect(editor.context().base).toBe(7);
    expect(texts(editor.context().saved)).toEqual(['a']);
    expect(texts(editor.context().document)).toEqual(['a', 'b']);
    expect(editor.context().notice).toBe('Draft saved');
  });

  it('keeps everything typed when a save fails, and says why', async () => {
    const editor = await opened({
      save: async () => {
        throw new Error('You are offline');
      },
    });
    editor.actor.send(add('a'));
    editor.actor.send({ type: 'SAVE' });
    await settled(editor);
    expect(editor.context().notice).toBe('You are offline');
    expect(texts(editor.context().document)).toEqual(['a']);
    expect(editor.context().document).not.toBe(editor.context().saved);
  });

  it('meets a newer save: keeping mine bases the next save on theirs; taking theirs is undoable', async () => {
    const theirs = version(9, [heading('theirs')], { author: 'Ravi' });
    const saves: (number | null)[] = [];
    const editor = await opened({
      load: async () => ({ state: stateWith(version(8, [heading('start')])), stored: null }),
      save: async ({ base }) => {
        saves.push(base);
        return base === 8 ? { conflict: theirs } : { saved: { version: version(10, [heading('mine')]), errors: [] } };
      },
    });
    editor.actor.send({ type: 'EDIT', edit: { kind: 'replace', index: 0, component: heading('mine') }, field: '/data/title' });
    editor.actor.send({ type: 'SAVE' });
    await settled(editor);
    expect(editor.actor.getSnapshot().matches({ open: 'conflict' })).toBe(true);
    expect(editor.context().conflict).toEqual(theirs);
    expect(texts(editor.context().document)).toEqual(['mine']);

    editor.actor.send({ type: 'TAKE_THEIRS' });
    expect(texts(editor.context().document)).toEqual(['theirs']);
    expect(editor.context().base).toBe(9);
    expect(editor.context().server?.head?.id).toBe(9);
    editor.actor.send({ type: 'UNDO' });
    expect(texts(editor.context().document)).toEqual(['mine']);
    // Discarding mine now goes back to theirs, still based on theirs; Undo brings mine back again.
    editor.actor.send({ type: 'DISCARD' });
    expect(texts(editor.context().document)).toEqual(['theirs']);
    expect(editor.context().base).toBe(9);
    editor.actor.send({ type: 'UNDO' });

    editor.actor.send({ type: 'SAVE' });
    await settled(editor);
    expect(saves).toEqual([8, 9]);
    expect(editor.context().base).toBe(10);
  });

  // Issue 37: "Conflicts merge per component: edits to different components from two tabs both survive".
  it('merges a newer save that changed other components, saves both on it, and does not publish them unseen', async () => {
    const saves: { base: number | null; data: string[] }[] = [];
    const publish = vi.fn();
    const editor = await opened({
      load: async () => ({ state: stateWith(version(8, [heading('a'), heading('b')])), stored: null }),
      save: async ({ base, data }) => {
        saves.push({ base, data: texts(data) });
        return base === 8
          ? { conflict: version(9, [heading('a'), heading('B')], { author: 'Ravi' }) }
          : { saved: { version: version(10, data.data), errors: [] } };
      },
      publish,
    });
    const retitle = (index: number, title: string): PageEditorEvent => ({
      type: 'EDIT',
      edit: { kind: 'replace', index, component: heading(title) },
      field: '/data/title',
    });
    editor.actor.send(retitle(0, 'A'));
    editor.actor.send({ type: 'PUBLISH' });
    await waitFor(editor.actor, (s) => s.matches({ open: 'editing' }) && s.context.notice !== null);
    expect(saves).toEqual([
      { base: 8, data: ['A', 'b'] },
      { base: 9, data: ['A', 'B'] },
    ]);
    expect(texts(editor.context().document)).toEqual(['A', 'B']);
    expect(editor.context().document).toBe(editor.context().saved);
    expect(editor.context().base).toBe(10);
    expect(editor.context().notice).toBe('Draft saved with the changes Ravi made meanwhile: look them over before publishing');
    expect(publish).not.toHaveBeenCalled();
    // Undo goes back to mine without theirs.
    editor.actor.send({ type: 'UNDO' });
    expect(texts(editor.context().document)).toEqual(['A', 'b']);
  });

  it('asks only about a real clash, and either answer keeps the other side’s other changes', async () => {
    for (const answer of ['KEEP_MINE', 'TAKE_THEIRS'] as const) {
      const editor = await opened({
        load: async () => ({ state: stateWith(version(8, [heading('a'), heading('b')])), stored: null }),
        save: async ({ base }) => (base === 8 ? { conflict: version(9, [heading('theirs'), heading('B')]) } : { conflict: null }),
      });
      editor.actor.send({ type: 'EDIT', edit: { kind: 'replace', index: 0, component: heading('mine') }, field: '/data/title' });
      editor.actor.send(add('x'));
      editor.actor.send({ type: 'SAVE' });
      await settled(editor);
      expect(editor.actor.getSnapshot().matches({ open: 'conflict' })).toBe(true);
      expect(editor.context().merge?.clashes).toEqual([{ kind: 'components', mine: [heading('mine')], theirs: [heading('theirs')] }]);
      editor.actor.send({ type: answer });
      expect(texts(editor.context().document)).toEqual([answer === 'KEEP_MINE' ? 'mine' : 'theirs', 'B', 'x']);
      expect(editor.context().base).toBe(9);
      expect(texts(editor.context().saved)).toEqual(['theirs', 'B']);
      editor.actor.send({ type: 'UNDO' });
      expect(texts(editor.context().document)).toEqual(['mine', 'b', 'x']);
    }
  });

  it('does not merge changes brought back from an older version: it asks, with the versions whole', async () => {
    const stored: StoredDraft = { base: 3, data: { version: 2, data: [heading('mine')] } };
    const editor = await opened({
      load: async () => ({ state: stateWith(version(5, [heading('theirs')])), stored }),
      save: async () => ({ conflict: version(5, [heading('theirs')]) }),
    });
    editor.actor.send({ type: 'SAVE' });
    await settled(editor);
    expect(editor.actor.getSnapshot().matches({ open: 'conflict' })).toBe(true);
    expect(editor.context().merge).toBeNull();
  });

  it('refuses to publish while anything fails validation, without asking the server', async () => {
    const editor = await opened();
    editor.actor.send({ type: 'EDIT', edit: { kind: 'add', component: { name: 'heading', order: 0, data: { title: 7 } }, at: 0 } });
    expect(editor.context().errors[0]).toMatchObject({ index: 0, pointer: '/data/0/data/title' });
    editor.actor.send({ type: 'PUBLISH' });
    expect(editor.context().notice).toBe('Put the marked errors right before publishing');
    expect(editor.save).not.toHaveBeenCalled();
  });

  it('saves unsaved changes, then publishes that version', async () => {
    const published = stateWith(version(3, [heading('a')]), 3);
    const editor = await opened({
      save: async () => ({ saved: { version: version(3, [heading('a')]), errors: [] } }),
      publish: async () => ({ published }),
    });
    editor.actor.send(add('a'));
    editor.actor.send({ type: 'PUBLISH' });
    await waitFor(editor.actor, (s) => s.context.notice === 'Published');
    expect(editor.publish).toHaveBeenCalledWith({ version: 3 });
    expect(editor.context().server).toEqual(published);
    editor.actor.send({ type: 'PUBLISH' });
    expect(editor.context().notice).toBe('Shoppers already see this version');
  });

  // Issue 37: a just-added empty item is not flagged before it was touched; the errors notice goes when the errors do.
  it('keeps a new list item’s errors quiet until a field of it is edited or Publish is pressed', async () => {
    const faq: PageComponent = { name: 'faq', order: 0, data: { items: [{ question: 'Open on Sunday?', answer: 'Yes' }] } };
    const editor = await opened();
    editor.actor.send({ type: 'EDIT', edit: { kind: 'add', component: faq, at: 0 } });
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ question: i ? '' : 'Open on Sunday?', answer: '' }));
    const withItems = (n: number): PageEditorEvent => ({
      type: 'EDIT',
      edit: { kind: 'replace', index: 0, component: { ...faq, data: { items: items(n) } } },
      field: '/data/items',
      added: `/data/items/${n - 1}`,
    });
    editor.actor.send(withItems(2));
    editor.actor.send(withItems(3));
    expect(editor.context().errors.map((e) => e.pointer)).toEqual(['/data/0/data/items/1/question']);
    expect(shownErrors(editor.context().errors, editor.context().quiet)).toEqual([]);
    // Typed into, then emptied: that field's error shows, the other new item's stays quiet.
    const typed = (question: string): PageEditorEvent => ({
      type: 'EDIT',
      edit: { kind: 'replace', index: 0, component: { ...faq, data: { items: [items(3)[0], { question, answer: '' }, items(3)[2]] } } },
      field: '/data/items/1/question',
    });
    editor.actor.send(typed('Do you deliver?'));
    editor.actor.send(typed(''));
    expect(shownErrors(editor.context().errors, editor.context().quiet).map((e) => e.pointer)).toEqual(['/data/0/data/items/1/question']);
    editor.actor.send(typed('Do you deliver?'));
    expect(editor.context().errors.map((e) => e.pointer)).toEqual(['/data/0/data/items/2/question']);
    expect(shownErrors(editor.context().errors, editor.context().quiet)).toEqual([]);
    // Publish shows every error, and its notice goes when they are put right (here by Undo).
    editor.actor.send({ type: 'PUBLISH' });
    expect(editor.context().notice).toBe('Put the marked errors right before publishing');
    expect(shownErrors(editor.context().errors, editor.context().quiet).map((e) => e.pointer)).toEqual(['/data/0/data/items/2/question']);
    editor.actor.send({ type: 'UNDO' });
    editor.actor.send({ type: 'UNDO' });
    expect(editor.context().errors).toEqual([]);
    expect(editor.context().notice).toBeNull();
  });

  it('takes the errors notice away when an edit puts the last error right, and keeps any other notice', async () => {
    const editor = await opened({ save: async () => ({ saved: { version: version(3, [heading('Sale')]), errors: [] } }) });
    editor.actor.send({ type: 'EDIT', edit: { kind: 'add', component: { name: 'heading', order: 0, data: { title: 7 } }, at: 0 } });
    editor.actor.send({ type: 'PUBLISH' });
    const fix = (title: unknown): PageEditorEvent => ({
      type: 'EDIT',
      edit: { kind: 'replace', index: 0, component: { name: 'heading', order: 0, data: { title } } },
      field: '/data/title',
    });
    editor.actor.send(fix(8));
    expect(editor.context().notice).toBe('Put the marked errors right before publishing');
    editor.actor.send(fix('Sale'));
    expect(editor.context().notice).toBeNull();
    editor.actor.send({ type: 'SAVE' });
    await settled(editor);
    expect(editor.context().notice).toBe('Draft saved');
    editor.actor.send(fix('Sale now'));
    expect(editor.context().notice).toBe('Draft saved');
  });

  it('shows the server’s errors when it refuses to publish', async () => {
    const errors = [{ index: 0, name: 'heading', pointer: '/data/0/data/title', message: 'must be string' }];
    const editor = await opened({
      load: async () => ({ state: stateWith(version(2, [heading('a')])), stored: null }),
      publish: async () => ({ invalid: { message: 'The page cannot be published until every error is put right', errors } }),
    });
    editor.actor.send({ type: 'PUBLISH' });
    await waitFor(editor.actor, (s) => s.context.errors.length > 0);
    expect(editor.context().errors).toEqual(errors);
    expect(editor.context().notice).toBe('Put the marked errors right before publishing');
  });

  it('opens a restored version as the saved draft; Undo brings back what was open', async () => {
    const editor = await opened({ load: async () => ({ state: stateWith(version(3, [heading('now')]), 3), stored: null }) });
    editor.actor.send({ type: 'RESTORED', version: version(9, [heading('old')]) });
    expect(texts(editor.context().document)).toEqual(['old']);
    expect(editor.context().base).toBe(9);
    expect(editor.context().document).toBe(editor.context().saved);
    expect(editor.context().server?.changed).toBe(true);
    editor.actor.send({ type: 'UNDO' });
    expect(texts(editor.context().document)).toEqual(['now']);
  });

  it('gives back exactly the page of any point in its history, whatever the edits (model-based)', async () => {
    const command = fc.oneof(
      { weight: 3, arbitrary: fc.record({ type: fc.constant('add' as const), at: fc.integer({ min: 0, max: 3 }) }) },
      // Typing: several keystrokes in a row land in one field (index 3 is often past the end).
      {
        weight: 4,
        arbitrary: fc.record({
          type: fc.constant('type' as const),
          index: fc.integer({ min: 0, max: 3 }),
          field: fc.constantFrom('a', 'b'),
        }),
      },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('remove' as const), index: fc.integer({ min: 0, max: 3 }) }) },
      { weight: 1, arbitrary: fc.record({ type: fc.constant('hide' as const), index: fc.integer({ min: 0, max: 3 }) }) },
      { weight: 2, arbitrary: fc.constant({ type: 'undo' as const }) },
      { weight: 1, arbitrary: fc.constant({ type: 'redo' as const }) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
        const editor = await opened();
        // The model: the list of shown pages (as JSON) and where in it the editor stands.
        const history = [JSON.stringify(editor.context().document.data)];
        let at = 0;
        let lastField: string | null = null;
        let n = 0;
        for (const command of commands) {
          const before = editor.context().document;
          if (command.type === 'undo') editor.actor.send({ type: 'UNDO' });
          else if (command.type === 'redo') editor.actor.send({ type: 'REDO' });
          else if (command.type === 'add') editor.actor.send(add(`n${n++}`, command.at));
          else if (command.type === 'remove') editor.actor.send({ type: 'EDIT', edit: { kind: 'remove', index: command.index } });
          else if (command.type === 'hide') editor.actor.send({ type: 'EDIT', edit: { kind: 'toggle-hidden', index: command.index } });
          else
            editor.actor.send({
              type: 'EDIT',
              edit: { kind: 'replace', index: command.index, component: heading(`t${n++}`) },
              field: command.field,
            });
          const after = editor.context().document;
          // An undo or redo that moves starts a new step for the next keystroke; one with nowhere to go changes nothing.
          if (command.type === 'undo') {
            if (at > 0) {
              at--;
              lastField = null;
            }
          } else if (command.type === 'redo') {
            if (at < history.length - 1) {
              at++;
              lastField = null;
            }
          } else if (after !== before) {
            const key = command.type === 'type' ? `${command.index}:${command.field}` : null;
            if (key === null || key !== lastField || at !== history.length - 1) {
              history.splice(at + 1);
              history.push('');
              at++;
            }
            history[at] = JSON.stringify(after.data);
            lastField = key;
          }
          expect(JSON.stringify(after.data)).toBe(history[at]);
          expect(editor.context().past).toHaveLength(at);
          expect(editor.context().future).toHaveLength(history.length - 1 - at);
        }
        editor.actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
