import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registry } from '../registry';
import { createApiClient } from './api/http-client';
import { App } from './shell/App';
import { loadPageCode } from './engine/component-code';
import { loadShellCode } from './shell/shell-code';
import { BootGate } from './shell/boot/BootGate';
import { readBootPayload } from './shell/boot/read-boot-payload';
import { isServerRendered } from './shell/boot/server-rendered';
import { nextTask } from './shell/boot/next-task';
import { onDroppedItem } from '../contract/lenient';
import { reportOnce } from './telemetry/report-once';

const api = createApiClient({ webUrl: location.origin });
// A store's answer with a malformed item in a list shows the rest: the store hears of it once a list.
onDroppedItem((list, _item, error) => reportOnce(`dropped:${list}`, `A malformed item of ${list} was left out`, error));

// The server renders the page's markup into #root from the same boot payload; otherwise #root holds
// the spinner. Hydration starts once the page's component code is in: a boundary still waiting for
// its code when an early update (a context changing) reaches it would drop the server's markup for
// its loading placeholder, and the page would shift. As a transition, hydration yields to the
// browser every few milliseconds instead of running as one long task; a tap on a part not hydrated
// yet makes React hydrate that part at once and handle the tap, which it can as its code is in.
/**
 * Starts the app on the page: hydrates the server's markup in #root, or renders into it. Resolves once
 * React has the page (hydrateRoot or render called): from then on its listeners take the shopper's
 * taps. src/start.ts calls it once the page's chunks are evaluated, and holds taps until then.
 */
export function takeOver(): Promise<unknown> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  return start(container);
}

// Three tasks, not one: evaluating the app's modules, reading the boot payload (JSON and its checks,
// about 10 ms on a 2-core machine) and starting React. One task of all three held the main thread for
// 20–80 ms while the page was already on screen (a tap waits for the whole of a task). Not a top-level
// await: the bundler would then wrap the app's modules and could no longer group their chunks.
async function start(root: HTMLElement): Promise<unknown> {
  await nextTask();
  const boot = readBootPayload();
  await nextTask();
  const app = (
    <StrictMode>
      <BootGate api={api} boot={boot}>
        {(init, page) => <App init={init} firstPage={page} api={api} registry={registry} />}
      </BootGate>
    </StrictMode>
  );
  if (!isServerRendered(root)) return createRoot(root).render(app);
  // And the code of the header's and footer's lazy parts the page shows: hydration must not suspend on
  // any of them, or React drops a tap on it (src/ui/lazy/preloadable.ts).
  await Promise.allSettled([
    loadPageCode(registry, boot?.page.data?.data ?? []),
    ...(boot ? loadShellCode(boot.init, boot.page.data) : []),
  ]);
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
