import { afterFirstContentfulPaint } from './shell/boot/after-first-paint';
import { holdEarlyClicks, takeEarlyTaps } from './shell/boot/early-clicks';
import { nextTask } from './shell/boot/next-task';
import { evaluateInTurn, preloadModules, readPageModules } from './shell/boot/page-modules';
import { isServerRendered } from './shell/boot/server-rendered';
import { CONSENT_BANNER_ID } from '../contract/consent';

// A server-rendered page is readable before any script runs: its code is asked for only once the
// page has been shown, so that scripts compete with neither the first paint nor the page's images,
// and a button tapped meanwhile is clicked again once the app is in. Without markup (#root holds the
// spinner) nothing is on screen until the code runs, so it starts at once.
// Each step runs in a task of its own: one long task would hold up the shopper's next tap.
const FIRST_PAINT_LIMIT_MS = 3000;
const root = document.getElementById('root');
const serverRendered = !!root && isServerRendered(root);
const banner = document.getElementById(CONSENT_BANNER_ID);
// The head's inline script has held taps since the first paint: this takes over from it.
const taken = takeEarlyTaps(window);
const replayEarlyClicks = root && serverRendered ? holdEarlyClicks(document, banner ? [root, banner] : [root], taken) : () => undefined;

void (serverRendered ? afterFirstContentfulPaint(FIRST_PAINT_LIMIT_MS) : Promise.resolve()).then(async () => {
  await nextTask();
  // Every chunk the page needs is fetched at once, and evaluated one per task, each after what it
  // imports: React DOM, the largest library, first, then the app, then the page's renderers.
  // (A library imported here whole would lose its tree-shaking: React DOM's client entry is all used.)
  const modules = readPageModules(document);
  preloadModules(document, modules);
  await import('react-dom/client');
  await nextTask();
  const { takeOver } = await import('./main');
  await nextTask();
  await evaluateInTurn(modules);
  // A tap between the app's code arriving and React taking the page would reach no listener.
  await takeOver();
  replayEarlyClicks();
  // For tests and monitoring: the app's code and the page's renderers are in.
  document.documentElement.dataset.app = 'started';
});
