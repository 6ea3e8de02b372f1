import type { Preview } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { registry } from '../registry';
import { RegistryProvider } from '../src/engine/registry-context';
import { BootProvider } from '../src/app/boot/boot-context';
import { fixtureStoreApi } from '../tests/support/fixture-store-api';
import { makeInit } from '../tests/support/init-factory';
import '../src/app/styles.css';

// Screens read the booted store: stories get the demo init and an API that answers from fixtures.
const boot = { init: makeInit(), api: fixtureStoreApi() };

/** Every story renders inside the booted store, a router and the real registry; axe violations fail the story. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <BootProvider value={boot}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <RegistryProvider registry={registry}>
            <main className="main main-contained store-content">
              <Story />
            </main>
          </RegistryProvider>
        </Router>
      </BootProvider>
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
