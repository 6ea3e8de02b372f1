import { cleanup, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../registry';
import { parseInit } from '../../contract/init';
import type { ApiClient } from '../../src/api/http-client';
import { App } from '../../src/shell/App';
import { readBootPayload } from '../../src/shell/boot/read-boot-payload';
import { attachTelemetrySink, type TelemetryEvent } from '../../src/telemetry/telemetry';
import { makeInit } from '../support/init-factory';

/** Hostile values: wrong types, huge strings, deep nesting, markup and prototype keys. */
const hostile = fc.oneof(
  fc.anything({ maxDepth: 4 }),
  fc.constantFrom('x'.repeat(200_000), '</script><script>alert(1)</script>', '__proto__', 'NaN', '-1', '1e309', null, [], {}),
  fc.integer({ min: 1, max: 200 }).map((depth) => Array.from({ length: depth }).reduce<unknown>((inner) => ({ children: [inner] }), {})),
);
const baseInit = JSON.parse(JSON.stringify(makeInit())) as Record<string, unknown>;
const initKeys = Object.keys(baseInit);
const webKeys = Object.keys(baseInit.web as object);

/** The real init with some top-level and website fields replaced, or dropped, at random. */
const mutatedInit = fc
  .record({
    top: fc.dictionary(fc.constantFrom(...initKeys), fc.option(hostile, { nil: undefined }), { maxKeys: 6 }),
    web: fc.dictionary(fc.constantFrom(...webKeys), fc.option(hostile, { nil: undefined }), { maxKeys: 4 }),
  })
  .map(({ top, web }) => ({ ...baseInit, ...top, web: { ...(baseInit.web as object), ...web } }));

/** An API whose every answer is drawn from hostile values (page data, cart, products …). */
function hostileApi(answers: unknown[]): ApiClient {
  let i = 0;
  const next = async () => answers[i++ % Math.max(1, answers.length)];
  return { get: vi.fn(next), post: vi.fn(next), put: vi.fn(next), delete: vi.fn(next) } as unknown as ApiClient;
}

// The reports are read from the sink attached below; the App's own start of error reporting and
// analytics (a second after load) would run after a file's last render, when its document is gone.
vi.mock('../../src/telemetry/telemetry', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/telemetry/telemetry')>()),
  startTelemetryWhenIdle: () => undefined,
}));

const events: TelemetryEvent[] = [];
beforeAll(async () => {
  attachTelemetrySink((event) => events.push(event));
  // Loaded up front: a screen that renders late (a built-in route's default page arrives lazily) may
  // report after the last test, and a module first loaded then would load after the environment is gone.
  await import('../../src/telemetry/start-telemetry');
});
afterAll(() => cleanup());

describe('arbitrary init configuration and API responses', () => {
  it('the page never goes blank, and each problem is reported once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let rendered = 0;
    await fc.assert(
      fc.asyncProperty(
        mutatedInit,
        fc.array(hostile, { maxLength: 5 }),
        fc.constantFrom('/', '/products', '/about', '/cart', '/no-such'),
        async (raw, answers, path) => {
          const init = parseInit(raw);
          // A configuration the contract cannot read is refused whole (the boot then asks the API and offers Retry).
          if (!init) return;
          rendered += 1;
          events.length = 0;
          history.replaceState(null, '', path);
          render(<App init={init} firstPage={null} api={hostileApi(answers)} registry={registry} />);
          await waitFor(() => {
            expect(document.querySelector('.site-header, .dynamic-header, header')).not.toBeNull();
            expect(document.getElementById('main')).not.toBeNull();
          });
          await screen.findAllByRole('contentinfo').catch(() => []);
          const messages = events.filter((e) => e.kind === 'error').map((e) => (e.kind === 'error' ? e.message : ''));
          expect(new Set(messages).size).toBe(messages.length);
          cleanup();
        },
      ),
      { numRuns: 40, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
    errors.mockRestore();
    // Most mutations are readable (the contract falls back field by field): the property did render pages.
    expect(rendered).toBeGreaterThan(10);
  }, 180_000);

  it('a boot payload of any shape is read or refused, never thrown', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.record({ init: fc.oneof(mutatedInit, hostile), page: hostile })), (payload) => {
        document.body.innerHTML = '';
        const script = document.createElement('script');
        script.type = 'application/json';
        script.id = 'boot';
        script.textContent = typeof payload === 'string' ? payload : (JSON.stringify(payload) ?? '');
        document.body.append(script);
        const boot = readBootPayload();
        expect(boot === null || (typeof boot.page.path === 'string' && typeof boot.init.web.name === 'string')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
