import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PageVersion } from '../../contract/page-versions';
import { type SettingsState, settingsFromInit, validateWebsiteSettings, type WebsiteSettings } from '../../contract/website-settings';
import { parseInit } from '../../contract/init';
import type { SaveAnswer, StoredDraft } from './document-editor.machine';
import { pageVersion } from '../../tests/support/page-version';
import { shownErrors } from './quiet-errors';
import { type SettingsPublishAnswer, websiteSettingsMachine } from './website-settings.machine';

// Issue 22, item 1: the website's settings are edited with drafts and publishing like pages.
const live = settingsFromInit(parseInit({ web: { id: 1, name: 'FreshKart' } }) as Parameters<typeof settingsFromInit>[0]);
const validate = (settings: WebsiteSettings | null) => {
  const result = validateWebsiteSettings(settings);
  return result.ok ? [] : result.errors.map((error) => ({ index: null, name: null, ...error }));
};
const withTemplate = (settings: WebsiteSettings, template: number) =>
  ({ ...settings, navSetting: { ...settings.navSetting, header_template: template } }) as WebsiteSettings;
const version = (id: number, data: WebsiteSettings, extra: Partial<PageVersion> = {}) => pageVersion(id, data, extra);
const state = (head: PageVersion | null): SettingsState => ({ head, published: null, changed: head !== null, live });

function open(
  server: {
    state?: SettingsState;
    stored?: StoredDraft | null;
    save?: (input: { base: number | null; data: WebsiteSettings | null }) => Promise<SaveAnswer>;
    publish?: (input: { version: number }) => Promise<SettingsPublishAnswer>;
  } = {},
  canEdit = true,
) {
  const calls = {
    save: vi.fn(server.save ?? (async ({ data }) => ({ saved: { version: version(7, data), errors: [] } }))),
    publish: vi.fn(server.publish ?? (async () => ({ published: { ...state(null), changed: false } }))),
  };
  const actor = createActor(
    websiteSettingsMachine.provide({
      actors: {
        load: fromPromise(async () => ({ state: server.state ?? state(null), stored: server.stored ?? null })),
        save: fromPromise(({ input }) => calls.save(input)),
        publish: fromPromise(({ input }) => calls.publish(input)),
      },
    }),
    { input: { canEdit, validate } },
  ).start();
  return { actor, calls, ready: () => waitFor(actor, (s) => s.matches({ open: 'editing' })) };
}

describe('the website settings machine', () => {
  it('opens the live settings, and the newest draft over them', async () => {
    const first = open();
    expect((await first.ready()).context.document).toBe(live);
    const draft = withTemplate(live, 2);
    const second = open({ state: state(version(3, draft)) });
    const snapshot = await second.ready();
    expect(snapshot.context).toMatchObject({ document: draft, base: 3 });
  });

  it('brings back unsaved changes from last time, based on the version they were made on', async () => {
    const mine = withTemplate(live, 4);
    const snapshot = await open({ state: state(version(3, live)), stored: { base: 2, data: mine } }).ready();
    expect(snapshot.context).toMatchObject({
      document: mine,
      base: 2,
      notice: 'Your unsaved changes to the settings from last time are back',
    });
  });

  it('changes, undoes and redoes; typing on in one field is one step', async () => {
    const { actor, ready } = open();
    await ready();
    const a = withTemplate(live, 2);
    const b = { ...a, webPageCss: 'b' };
    const c = { ...a, webPageCss: 'bo' };
    actor.send({ type: 'EDIT', edit: a, field: '/navSetting/header_template' });
    actor.send({ type: 'EDIT', edit: b, field: '/webPageCss' });
    actor.send({ type: 'EDIT', edit: c, field: '/webPageCss' });
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.document).toBe(a);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.document).toBe(live);
    actor.send({ type: 'REDO' });
    actor.send({ type: 'REDO' });
    expect(actor.getSnapshot().context.document).toBe(c);
  });

  it('marks errors as they are made and refuses to publish until they are put right', async () => {
    const { actor, calls, ready } = open();
    await ready();
    actor.send({ type: 'EDIT', edit: withTemplate(live, 9), field: '/navSetting/header_template' });
    expect(actor.getSnapshot().context.errors[0]?.pointer).toBe('/navSetting/header_template');
    actor.send({ type: 'PUBLISH' });
    expect(actor.getSnapshot().context.notice).toBe('Put the marked errors right before publishing');
    expect(calls.save).not.toHaveBeenCalled();
  });

  // Issue 37: a just-added empty item is not flagged before it was touched; the errors notice goes with the errors.
  it('keeps a new menu item’s error quiet until it is edited or Publish is pressed, and the notice goes with the errors', async () => {
    const { actor, ready } = open();
    await ready();
    const item = (name: string) => ({
      group: 0,
      name,
      icon: null,
      show_icon: 0,
      link: '',
      value: null,
      image: null,
      open: false,
      children: [],
    });
    const withNavs = (navs: unknown[]) => ({ ...live, navs }) as WebsiteSettings;
    const at = live.navs.length;
    const context = () => actor.getSnapshot().context;
    actor.send({ type: 'EDIT', edit: withNavs([...live.navs, item('')]), field: '/navs', added: `/navs/${at}` });
    expect(context().errors.map((error) => error.pointer)).toEqual([`/navs/${at}/name`]);
    expect(shownErrors(context().errors, context().quiet)).toEqual([]);
    actor.send({ type: 'PUBLISH' });
    expect(context().notice).toBe('Put the marked errors right before publishing');
    expect(shownErrors(context().errors, context().quiet).map((error) => error.pointer)).toEqual([`/navs/${at}/name`]);
    actor.send({ type: 'EDIT', edit: withNavs([...live.navs, item('Offers')]), field: `/navs/${at}/name` });
    expect(context().errors).toEqual([]);
    expect(context().notice).toBeNull();
  });

  it('saves then publishes with one press, based on the saved version', async () => {
    const { actor, calls, ready } = open();
    await ready();
    const changed = withTemplate(live, 3);
    actor.send({ type: 'EDIT', edit: changed, field: '/navSetting/header_template' });
    actor.send({ type: 'PUBLISH' });
    const snapshot = await waitFor(actor, (s) => s.matches({ open: 'editing' }) && s.context.notice !== null);
    expect(calls.save).toHaveBeenCalledWith({ base: null, data: changed });
    expect(calls.publish).toHaveBeenCalledWith({ version: 7 });
    expect(snapshot.context).toMatchObject({ saved: changed, base: 7, notice: 'Settings published: shoppers see them on their next page' });
  });

  it('settles a stale save either way without losing what was typed', async () => {
    const theirs = version(9, withTemplate(live, 2), { author: 'Ravi' });
    const { actor, ready } = open({ save: async () => ({ conflict: theirs }) });
    await ready();
    const mine = withTemplate(live, 4);
    actor.send({ type: 'EDIT', edit: mine, field: '/navSetting/header_template' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ open: 'conflict' }));
    actor.send({ type: 'TAKE_THEIRS' });
    expect(actor.getSnapshot().context).toMatchObject({ document: theirs.data, base: 9 });
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.document).toBe(mine);

    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ open: 'conflict' }));
    actor.send({ type: 'KEEP_MINE' });
    expect(actor.getSnapshot().context).toMatchObject({
      document: mine,
      base: 9,
      notice: 'Your settings are kept: save them to replace theirs',
    });
  });

  it('shows the publish refusal’s errors from the server', async () => {
    const errors = [{ index: null, name: null, pointer: '/webAddress/pincode', message: 'must match pattern' }];
    const { actor, ready } = open({
      state: state(version(3, live)),
      publish: async () => ({ invalid: { message: 'The settings cannot be published until every error is put right', errors } }),
    });
    await ready();
    actor.send({ type: 'PUBLISH' });
    const snapshot = await waitFor(actor, (s) => s.matches({ open: 'editing' }) && s.context.notice !== null);
    expect(snapshot.context.errors).toEqual(errors);
  });

  it('lets view-only staff look, never change', async () => {
    const { actor, calls, ready } = open({ stored: { base: null, data: withTemplate(live, 4) } }, false);
    expect((await ready()).context.document).toBe(live);
    actor.send({ type: 'EDIT', edit: withTemplate(live, 2), field: '/navSetting/header_template' });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'PUBLISH' });
    expect(actor.getSnapshot().context.document).toBe(live);
    expect(calls.save).not.toHaveBeenCalled();
  });
});
