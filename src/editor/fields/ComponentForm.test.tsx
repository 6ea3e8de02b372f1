import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { PageComponent } from '../../../contract/page-data';
import type { ApiClient } from '../../api/http-client';
import { canonicalName } from '../../generated/components';
import { makeInit } from '../../../tests/support/init-factory';
import { ComponentForm } from './ComponentForm';
import { followersOf } from './follow-fields';
import { setIn, valueAt } from './json-pointer';
import { componentSchema, schemaAt } from './schema';
import { withChildLists } from '../../../contract/component-tree';
import { parseSettings } from './SettingsField';

// Issue 21, item 4: every component's form comes from its schema; each fixture round-trips through
// the form unchanged, and what the owner types lands at the place the schema gives it.
const fixturesDir = join(process.cwd(), 'fixtures', 'components');
const fixtures = readdirSync(fixturesDir).flatMap((file) =>
  (JSON.parse(readFileSync(join(fixturesDir, file), 'utf8')) as { data: PageComponent[] }).data.map(
    (component, index): [string, PageComponent] => [`${file} #${index + 1} (${component.name})`, component],
  ),
);
const init = makeInit({
  categories: [
    { name: 'Dairy & Breakfast', slug: 'dairy-breakfast', avatar: null, children: [] },
    { name: 'Staples', slug: 'staples', avatar: null, children: [{ name: 'Rice', slug: 'rice', avatar: null, children: [] }] },
  ],
  brands: [{ name: 'Kaveri Farms', slug: 'kaveri-farms' }],
});

/**
 * What a component means to the store: settings text read as JSON, and an empty text or object the
 * same as none (an optional field typed into and emptied again; the schema's default applies alike).
 */
function meaning(value: unknown, key = ''): unknown {
  if (key === 'settings' && typeof value === 'string') return meaning(parseSettings(value));
  if (Array.isArray(value)) return value.map((item) => meaning(item));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([k, v]) => [k, meaning(v, k)] as const)
    .filter(([, v]) => v !== '' && v !== undefined && !(v && typeof v === 'object' && !Array.isArray(v) && !Object.keys(v).length));
  return Object.fromEntries(entries);
}
/**
 * `component` with the fields that follow the field at `pointer` as `changed` has them: a replaced image drops its sizes and a changed
 * product query moves "View all" (follow-fields.test.ts), so a field changed and changed back need not give those back.
 */
function withFollowersAs(component: PageComponent, changed: PageComponent | undefined, pointer: string | undefined): PageComponent {
  const located = componentSchema(component.name);
  if (!located || !changed || !pointer) return component;
  const path = pointer
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
  return followersOf(located, path).reduce<PageComponent>((result, follower) => {
    const value = valueAt(changed, follower.path);
    return setIn(result, follower.path, value) as PageComponent;
  }, component);
}

const api = { get: vi.fn(async () => ({ data: [] })), post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as ApiClient;

function renderForm(component: PageComponent, errors: { pointer: string; message: string }[] = [], readOnly = false) {
  const onChange = vi.fn<(component: PageComponent, field: string) => void>();
  const view = render(
    <ComponentForm component={component} errors={errors} readOnly={readOnly} init={init} api={api} onChange={onChange} />,
  );
  return { onChange, ...view };
}

/**
 * Every text the owner wrote into a component (not the server's `response`), settings text read as
 * JSON; a choice from a list of options is shown by its name, so it is left out here.
 */
function ownTexts(component: PageComponent): string[] {
  const located = componentSchema(canonicalName(component.name) ?? component.name);
  const texts: string[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      if (!(located && schemaAt(located, path)?.schema.enum?.includes(value))) texts.push(value);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => walk(item, [...path, key]));
  };
  // A layout's components are not its form's (they are placed on the canvas).
  walk(withChildLists(component, () => []).data, ['data']);
  walk(component.logicdata, ['logicdata']);
  walk(typeof component.settings === 'string' ? parseSettings(component.settings) : component.settings, ['settings']);
  return texts;
}

describe('the form generated from a component’s schema', () => {
  it.each(fixtures)('round-trips %s unchanged, showing every text it holds', (_, component) => {
    const { onChange, container, rerender } = renderForm(component);
    expect(onChange).not.toHaveBeenCalled();
    const controls = [
      ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select'),
    ].filter((control) => !['color', 'checkbox', 'search', 'file'].includes(control.type));
    const shown = controls.map((control) =>
      control instanceof HTMLSelectElement ? `${control.value} ${control.selectedOptions[0]?.textContent ?? ''}` : control.value,
    );
    for (const text of ownTexts(component)) expect(shown.join('\n'), text).toContain(text);
    // Each control changed, then given back what it showed, gives back the component it came from.
    for (const { id } of controls) {
      const control = () => container.querySelector<HTMLInputElement | HTMLSelectElement>(`[id="${id}"]`)!;
      const value = control().value;
      const other =
        control() instanceof HTMLSelectElement
          ? [...(control() as HTMLSelectElement).options].find((o) => o.value !== value)?.value
          : `${value}x`;
      if (other === undefined) continue;
      onChange.mockClear();
      fireEvent.change(control(), { target: { value: other } });
      const changed = onChange.mock.lastCall?.[0];
      expect(changed, id).toBeDefined();
      rerender(<ComponentForm component={changed!} errors={[]} readOnly={false} init={init} api={api} onChange={onChange} />);
      fireEvent.change(control(), { target: { value } });
      const [back, pointer] = onChange.mock.lastCall ?? [];
      expect(meaning(back), id).toEqual(meaning(withFollowersAs(component, back, pointer)));
      rerender(<ComponentForm component={component} errors={[]} readOnly={false} init={init} api={api} onChange={onChange} />);
    }
  });

  it('has a form for every registered type', () => {
    const types = new Set(fixtures.map(([, component]) => canonicalName(component.name)));
    expect(types.size).toBe(readdirSync(fixturesDir).length);
  });

  it('puts what is typed where the schema says; an emptied optional field is left out when it has a default', () => {
    const heading: PageComponent = { name: 'heading', order: 0, data: { title: 'Old', text: 'Some words' } };
    const { onChange } = renderForm(heading);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Monsoon sale' } });
    expect(onChange).toHaveBeenLastCalledWith(
      { ...heading, data: { title: 'Monsoon sale', text: 'Some words' } },
      '/data/title',
      undefined,
    );
    fireEvent.change(screen.getByLabelText(/^Text/), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...heading, data: { title: 'Old', text: '' } }, '/data/text', undefined);
    fireEvent.change(screen.getByLabelText(/^Size/), { target: { value: '0' } });
    expect(onChange.mock.lastCall?.[0].data).toMatchObject({ level: 1 });
    cleanup();
    const banner: PageComponent = { name: 'banner', order: 0, data: { image: '/a.png', alt: '', aspect: '3/1' } };
    const second = renderForm(banner);
    fireEvent.change(screen.getByLabelText(/^Shape/), { target: { value: '' } });
    expect(second.onChange).toHaveBeenLastCalledWith({ ...banner, data: { image: '/a.png', alt: '' } }, '/data/aspect', undefined);
  });

  // Issue 37, item 1: phone shoppers never see the old picture under a new one.
  it('replacing a banner’s image replaces its small-screen image too', () => {
    const banner: PageComponent = { name: 'banner', order: 0, data: { image: 'hero-staples.svg', image_sm: 'banner-oils.svg', alt: '' } };
    const { onChange } = renderForm(banner);
    fireEvent.change(screen.getByLabelText('Image', { exact: true }), { target: { value: 'diwali1-5f47ebe588c6.png' } });
    expect(onChange).toHaveBeenLastCalledWith(
      { ...banner, data: { image: 'diwali1-5f47ebe588c6.png', alt: '' } },
      '/data/image',
      undefined,
    );
  });

  it('reads numbers as numbers, keeps what is not a number yet on screen, and offers the bounds', () => {
    const carousel: PageComponent = { name: 'product-carousel', order: 0, data: {}, logicdata: { source: 'latest', limit: 6 } };
    const { onChange } = renderForm(carousel);
    const limit = screen.getByLabelText(/^How many/);
    expect(screen.getByText('At most this many products are shown. A whole number from 1 to 48.')).toBeInTheDocument();
    fireEvent.change(limit, { target: { value: '12' } });
    expect(onChange.mock.lastCall?.[0].logicdata).toEqual({ source: 'latest', limit: 12 });
    fireEvent.change(limit, { target: { value: '1e' } });
    expect(limit).toHaveValue('1e');
    expect(onChange.mock.lastCall?.[0].logicdata).toEqual({ source: 'latest', limit: '1e' });
  });

  it('edits settings kept as JSON text as fields, and writes them back as text', () => {
    const slider: PageComponent = {
      name: 'hero-slider',
      order: 0,
      data: { slides: [{ image: '/a.png' }] },
      settings: '{"autoplayInterval":3000}',
    };
    const { onChange } = renderForm(slider);
    fireEvent.change(screen.getAllByLabelText(/^Time per slide \(ms\)/)[0]!, { target: { value: '4000' } });
    expect(onChange.mock.lastCall?.[0].settings).toBe('{"autoplayInterval":4000}');
    fireEvent.change(screen.getByLabelText(/^Background colour/), { target: { value: '#112233' } });
    expect(JSON.parse(onChange.mock.lastCall?.[0].settings as string)).toEqual({ autoplayInterval: 3000, bgcolor: '#112233' });
  });

  it('shows settings text that is not JSON as it is, to put right', () => {
    renderForm({ name: 'hero-slider', order: 0, data: { slides: [] }, settings: '{broken' });
    expect(screen.getByLabelText(/Settings \(JSON text\)/)).toHaveValue('{broken');
  });

  it('adds, moves and removes list items within the schema’s bounds', () => {
    const faq: PageComponent = {
      name: 'faq',
      order: 0,
      data: {
        items: [
          { question: 'A?', answer: 'a' },
          { question: 'B?', answer: 'b' },
        ],
      },
    };
    const { onChange } = renderForm(faq);
    fireEvent.click(screen.getAllByRole('button', { name: 'Down' })[0]!);
    expect(onChange.mock.lastCall?.[0].data).toEqual({
      items: [
        { question: 'B?', answer: 'b' },
        { question: 'A?', answer: 'a' },
      ],
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
    expect(onChange.mock.lastCall?.[0].data).toEqual({ items: [{ question: 'A?', answer: 'a' }] });
    fireEvent.click(screen.getByRole('button', { name: /^Add/ }));
    expect((onChange.mock.lastCall?.[0].data as { items: unknown[] }).items).toHaveLength(3);
  });

  it('picks a category from the store’s tree, keeping a slug the store no longer has', () => {
    const { onChange } = renderForm({ name: 'product-grid', order: 0, data: {}, logicdata: { source: 'category', category: 'gone' } });
    const category = screen.getByLabelText(/^Category/);
    expect(category).toHaveDisplayValue('gone (not in the store now)');
    fireEvent.change(category, { target: { value: 'rice' } });
    expect(onChange.mock.lastCall?.[0].logicdata).toEqual({ source: 'category', category: 'rice' });
    expect(screen.getByRole('option', { name: 'Staples › Rice' })).toBeInTheDocument();
  });

  it('shows the validators’ error at the field its pointer names, tied to the control', () => {
    renderForm({ name: 'banner', order: 0, data: { image: '', alt: '' } }, [
      { pointer: '/data/image', message: 'must NOT have fewer than 1 characters' },
    ]);
    const image = screen.getByLabelText('Image');
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(image).toHaveAccessibleDescription(expect.stringContaining('Choose an image'));
  });

  it('tells which list item a change adds, so its errors can wait until it is edited', () => {
    const faq: PageComponent = { name: 'faq', order: 0, data: { items: [{ question: 'Open on Sunday?', answer: 'Yes' }] } };
    const { onChange } = renderForm(faq);
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(onChange).toHaveBeenLastCalledWith(
      {
        ...faq,
        data: {
          items: [
            { question: 'Open on Sunday?', answer: 'Yes' },
            { question: '', answer: '' },
          ],
        },
      },
      '/data/items',
      '/data/items/1',
    );
  });

  it('says where a link leads under the link policy', () => {
    renderForm({ name: 'banner', order: 0, data: { image: '/a.png', alt: '', link: 'javascript:alert(1)' } });
    expect(screen.getByText(/Shoppers will not get a link here/)).toBeInTheDocument();
  });

  it('says as the owner types what the store’s sanitiser removes from an HTML block, by the profile its content is rendered with', async () => {
    const htmlBlock = (html: string) => (
      <ComponentForm
        component={{ name: 'html-block', order: 0, data: { html } }}
        errors={[]}
        readOnly={false}
        init={init}
        api={api}
        onChange={vi.fn()}
      />
    );
    const { rerender } = render(htmlBlock(''));
    expect(screen.getByText('Empty: shoppers see nothing of this block.')).toBeInTheDocument();
    rerender(
      htmlBlock(
        '<h2>Sale</h2><img src="x" onerror="alert(1)"><script>alert(2)</script><form><input></form><iframe src="https://www.youtube.com/embed/x"></iframe>',
      ),
    );
    const verdict = await screen.findByRole('status', { name: 'What the store will render' });
    expect(verdict).toHaveTextContent('Removed by the sanitiser: the onerror attribute of <img>, <script>, <form>, <input>.');
    // Page content keeps an embedded video (the content profile), which header and footer HTML would lose.
    expect(verdict.querySelector('pre')?.textContent).toContain('<iframe src="https://www.youtube.com/embed/x"');
    // No header controls: those belong to the header's HTML only.
    expect(screen.queryByRole('list', { name: 'Wired controls' })).toBeNull();
    rerender(htmlBlock('<p>Fresh <b>mangoes</b></p>'));
    expect(await screen.findByText('The sanitiser keeps all of it.')).toBeInTheDocument();
  });

  it('lets view-only staff read every field but change none', () => {
    const { container } = renderForm(fixtures[0]![1], [], true);
    const controls = [...container.querySelectorAll('input, textarea, select, button')];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(control).toBeDisabled();
  });
});
