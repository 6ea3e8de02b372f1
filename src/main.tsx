import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registry } from '../registry';
import { createApiClient } from './api/http-client';
import { App } from './app/App';
import { BootGate } from './app/boot/BootGate';

const api = createApiClient({ webUrl: location.origin });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BootGate api={api}>{(init, page) => <App init={init} firstPage={page} api={api} registry={registry} />}</BootGate>
  </StrictMode>
);
// The server renders the page's markup into #root from the same boot payload; otherwise #root holds
// the spinner. As a transition, hydration yields to the browser every few milliseconds instead of
// running as one long task; React replays clicks made while it hydrates.
if (container.querySelector(':scope > .boot-spinner')) createRoot(container).render(app);
else startTransition(() => { hydrateRoot(container, app); });
