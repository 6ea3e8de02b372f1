import { cleanup, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { registry } from '../../registry';
import { parsePageData } from '../../contract/read-page-data';
import { PageRenderer } from '../../src/engine/PageRenderer';
import { RegistryProvider } from '../../src/engine/registry-context';
import { componentAliases, componentNames } from '../../src/generated/components';

const names = [...componentNames, ...Object.keys(componentAliases), 'unknown-type', '', '__proto__', 'constructor'];
const hostileString = fc.oneof(fc.string(), fc.constantFrom('</script>', '{"a":', 'null', '[]', '\u2028', 'a'.repeat(20_000)));
const component = fc.record(
  {
    name: fc.oneof(fc.constantFrom(...names), fc.string()),
    order: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
    data: fc.oneof(
      fc.anything(),
      fc.dictionary(
        fc.constantFrom('title', 'slides', 'html', 'items', 'url', 'image', 'alt', 'banners', 'suppliers', 'screen'),
        fc.anything(),
      ),
    ),
    settings: fc.oneof(hostileString, fc.anything()),
    logicdata: fc.anything(),
    response: fc.anything(),
  },
  { requiredKeys: ['name'] },
);
const pageData = fc.record({
  version: fc.oneof(fc.constant(2), fc.constant(1), fc.anything()),
  data: fc.array(fc.oneof(component, fc.anything()), { maxLength: 6 }),
});

describe('arbitrary page data', () => {
  it('never breaks the page around it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(pageData, async (raw) => {
        const page = parsePageData(raw);
        const components = [
          { name: 'heading', order: -1e9, data: { title: 'Sentinel before' } },
          ...page.data,
          { name: 'heading', order: 1e9, data: { title: 'Sentinel after' } },
        ];
        render(
          <Router hook={memoryLocation({ path: '/' }).hook}>
            <RegistryProvider registry={registry}>
              <PageRenderer components={components} />
            </RegistryProvider>
          </Router>,
        );
        await waitFor(() => {
          expect(screen.getByRole('heading', { name: 'Sentinel before' })).toBeInTheDocument();
          expect(screen.getByRole('heading', { name: 'Sentinel after' })).toBeInTheDocument();
          expect(screen.queryAllByText('Loading...')).toEqual([]);
        });
        cleanup();
      }),
      { numRuns: 60, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
    errors.mockRestore();
  }, 120_000);
});
