import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registry } from '../registry';
import { validatePageData } from '../contract/page-validation';
import { componentNames } from '../src/generated/components';
import { fixturePages } from './support/fixture-pages';
import { renderFixture } from './support/render-fixture';

const pages = fixturePages();

describe('page-data fixtures', () => {
  it('cover every component type', () => {
    const canonical = new Set(
      pages.flatMap(({ page }) => {
        const result = validatePageData(page);
        return result.ok ? (result.page.data as { name: string }[]).map((c) => registry.get(c.name)?.name) : [];
      }),
    );
    expect(componentNames.filter((name) => !canonical.has(name))).toEqual([]);
  });

  it.each(pages.map((p) => [p.file, p.page]))('%s validates', (_file, page) => {
    const result = validatePageData(page);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it.each(pages.map((p) => [p.file, p.page]))('%s renders with no component isolated', async (_file, page) => {
    using errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderFixture(page);
    await waitFor(() => expect(screen.queryAllByText('Loading...')).toEqual([]), { timeout: 5000 });
    expect(container.querySelectorAll('.component-problem')).toHaveLength(0);
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('[storefront]'))).toEqual([]);
  });
});
