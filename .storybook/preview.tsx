import type { Preview } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { registry } from '../registry';
import { RegistryProvider } from '../src/engine/registry-context';
import { StoreProviders } from '../tests/support/store-providers';
import '../src/shell/store.css';

/** The two widths the store is built and checked at (README, QA): a phone's and a laptop's. */
const viewports = {
  phone: { name: 'Phone, 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Laptop, 1280 × 900', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

/**
 * Every story renders inside the booted store (demo init, fixture API, toasts, cart), a router and the real registry; a page
 * story (`wholeStore`) is the whole store itself, answered by a visit recorded from the reference server. Axe violations fail
 * the story.
 */
const preview: Preview = {
  decorators: [
    (Story, { parameters }) =>
      parameters.wholeStore ? (
        <Story />
      ) : (
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
    viewport: { options: viewports },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
  },
};
export default preview;
