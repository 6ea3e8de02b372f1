import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parsePageData } from '../../contract/read-page-data';
import { buildRegistry } from '../../registry/build-registry';
import { loadPageCode } from './component-code';
import { PageRenderer } from './PageRenderer';
import { RegistryProvider } from './registry-context';
import type { ResolvedEntry } from '../../registry/registry-types';
import type { CompiledValidator } from '../../contract/validator-types';
import { attachTelemetrySink, type TelemetryEvent } from '../telemetry/telemetry';

/** A hand-written validator with the compiled validators' interface: data.text must be a string. */
const validateText: CompiledValidator = Object.assign(
  (component: unknown) => {
    const ok = typeof (component as { data?: { text?: unknown } }).data?.text === 'string';
    validateText.errors = ok ? null : [{ instancePath: '/data/text', keyword: 'type', params: {} }];
    return ok;
  },
  { errors: null },
);

const text: ResolvedEntry = {
  name: 'text',
  load: async () => ({ default: ({ data }: { data: { text: string } }) => <p>{data.text}</p> }),
  loadValidators: async () => ({ validateComponent: validateText }),
};
const broken: ResolvedEntry = {
  name: 'broken',
  load: async () => ({
    default: () => {
      throw new Error('renderer bug');
    },
  }),
  loadValidators: async () => ({ validateComponent: Object.assign(() => true, { errors: null }) }),
};
const loadInstant = vi.fn(async () => ({ default: ({ data }: { data: { text: string } }) => <p>{data.text}</p> }));
const instant: ResolvedEntry = { ...text, name: 'instant', load: loadInstant };
const registry = buildRegistry([text, broken, instant], { Text: 'text' });

function renderPage(raw: unknown) {
  return render(
    <RegistryProvider registry={registry}>
      <PageRenderer components={parsePageData(raw).data} />
    </RegistryProvider>,
  );
}

describe('PageRenderer', () => {
  it('renders components in order, by name or alias', async () => {
    renderPage({
      version: 2,
      data: [
        { name: 'text', order: 2, data: { text: 'second' } },
        { name: 'Text', order: 1, data: { text: 'first' } },
      ],
    });
    await screen.findByText('second');
    expect(screen.getAllByText(/first|second/).map((p) => p.textContent)).toEqual(['first', 'second']);
  });

  it('isolates unknown names, invalid data and throwing renderers; the rest of the page renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({
      version: 2,
      data: [
        { name: 'text', data: { text: 'before' } },
        { name: 'no-such-type', data: {} },
        { name: 'text', data: { text: 42 } },
        { name: 'broken' },
        'not a component',
        null,
        { name: 'text', data: { text: 'after' } },
      ],
    });
    expect(await screen.findByText('before')).toBeInTheDocument();
    expect(await screen.findByText('after')).toBeInTheDocument();
    // Development build: each isolated component names itself and its problem.
    expect(await screen.findByText(/unknown component type/)).toBeInTheDocument();
    expect(await screen.findByText(/invalid data at \/data\/text/)).toBeInTheDocument();
    expect(await screen.findByText(/failed to render/)).toBeInTheDocument();
    error.mockRestore();
  });

  it('renders types whose code was loaded first in the same pass, with no placeholder (as hydrating server markup needs)', async () => {
    const page = {
      version: 2,
      data: [{ name: 'instant', data: { text: 'at once' } }, { name: 'no-such-type' }, { name: 'instant', data: { text: 'twice' } }],
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadPageCode(registry, parsePageData(page).data);
    renderPage(page);
    expect(screen.getByText('at once')).toBeInTheDocument();
    expect(screen.getByText('twice')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(loadInstant).toHaveBeenCalledTimes(1);
    vi.mocked(console.error).mockRestore();
  });

  it('loads, with the page code, what each placed component needs beyond its renderer, given its data; a failure stops nothing', async () => {
    const prepare = vi.fn(async (data: unknown) => {
      if (data === 'broken') throw new Error('no such screen');
    });
    const preparing = buildRegistry([{ ...text, name: 'prepared', prepare }]);
    const page = {
      version: 2,
      data: [{ name: 'prepared', data: 'first' }, { name: 'prepared', data: 'broken' }, { name: 'no-such-type' }],
    };
    await expect(loadPageCode(preparing, parsePageData(page).data)).resolves.toBeUndefined();
    expect(prepare.mock.calls).toEqual([['first'], ['broken']]);
  });

  it('reports a repeated problem only once, to the console and to error reporting', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: TelemetryEvent[] = [];
    attachTelemetrySink((event) => reported.push(event));
    renderPage({ version: 2, data: [{ name: 'repeat-me' }, { name: 'repeat-me' }] });
    renderPage({ version: 2, data: [{ name: 'repeat-me' }] });
    expect(error.mock.calls.filter((c) => String(c[0]).includes('repeat-me'))).toHaveLength(1);
    expect(reported.filter((e) => e.kind === 'error' && e.message.includes('repeat-me'))).toEqual([
      { kind: 'error', message: 'Unknown component "repeat-me"', error: undefined },
    ]);
    error.mockRestore();
  });
});
