import type { Preview } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { registry } from '../registry';
import { RegistryProvider } from '../src/engine/registry-context';
import { StoreProviders } from '../tests/support/store-providers';
import '../src/shell/store.css';

/** Every story renders inside the booted store (demo init, fixture API, toasts, cart), a router and the real registry; axe violations fail the story. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <StoreProviders>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <RegistryProvider registry={registry}>
            <main className="main main-contained store-content">
              <Story />
            </main>
          </RegistryProvider>
        </Router>
      </StoreProviders>
    ),
  ],
  parameters: {
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
  },
};
export default preview;
