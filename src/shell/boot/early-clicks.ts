import { nextTask } from './next-task';

declare global {
  interface Window {
    /** Left by the head's inline script (contract/early-taps.ts): stops holding and hands over what it held. */
    __earlyTaps?: { stop(): HTMLButtonElement[] };
  }
}

/** The taps the head's inline script held since the first paint, handed over once (and it stops holding). */
export function takeEarlyTaps(win: Window): HTMLButtonElement[] {
  const taps = win.__earlyTaps?.stop() ?? [];
  delete win.__earlyTaps;
  return taps;
}

const HYDRATED_WAIT_MS = 5000;
const POLL_MS = 50;

/**
 * Holds clicks on the server-rendered page's buttons made before the app has started, and clicks
 * them again once it has: the page is shown before its code has loaded, and a tap on Add to Cart in
 * that moment must not be lost. Only buttons inside `scopes` (the page, the consent banner) are held;
 * links and form buttons are left alone, as they work without script. `taken` are the taps the
 * head's script held before this ran (`takeEarlyTaps`), replayed first.
 * Returns the function that stops holding and replays what was held.
 */
export function holdEarlyClicks(
  doc: Document,
  scopes: readonly Element[],
  taken: readonly HTMLButtonElement[] = [],
  isHydrated: (button: Element) => boolean = hasReactProps,
): () => void {
  const held: HTMLButtonElement[] = taken.filter((button) => scopes.some((scope) => scope.contains(button)));
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !button.disabled && scopes.some((scope) => scope.contains(button))) held.push(button);
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    void replay(held.splice(0), isHydrated);
  };
}

/** Clicks each button in turn once React has taken it over (its screen's code may still be loading). */
async function replay(buttons: HTMLButtonElement[], isHydrated: (button: Element) => boolean): Promise<void> {
  for (const button of buttons) {
    for (let waited = 0; button.isConnected && !isHydrated(button) && waited < HYDRATED_WAIT_MS; waited += POLL_MS) {
      await nextTask(POLL_MS);
    }
    if (button.isConnected && isHydrated(button)) button.click();
  }
}

// React keeps an element's props under a `__reactProps$…` key once it has hydrated the element; a
// click on an element still waiting for its code would be dropped.
function hasReactProps(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}
