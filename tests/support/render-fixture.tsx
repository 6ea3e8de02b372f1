import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { registry } from '../../registry';
import { FixturePage } from '../../src/engine/FixturePage';
import { RegistryProvider } from '../../src/engine/registry-context';
import { StoreProviders } from './store-providers';

/** Renders page data (a component's fixture, a page) through the registry as a page at `path` shows it, with the store's providers. */
export function renderFixture(page: unknown, path = '/') {
  return render(
    <StoreProviders>
      <Router hook={memoryLocation({ path }).hook}>
        <RegistryProvider registry={registry}>
          <main>
            <FixturePage page={page} path={path} />
          </main>
        </RegistryProvider>
      </Router>
    </StoreProviders>,
  );
}
