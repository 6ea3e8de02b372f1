/** Debian's Chromium: tests never download a browser. CHROME_PATH overrides. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags for headless Chromium on a machine with no network but loopback. No `--disable-features`
 * here: Chromium keeps only the last one on its command line, so one of ours would drop the list
 * Playwright (or chrome-launcher) passes before it.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156 opens its omnibox popup and its AI-mode popup (WebUI pages, in a renderer of their own)
 * as a browser starts, headless too: 1.0–1.7 s of CPU in its first two seconds, for browser chrome no
 * test shows. A browser launched for one measurement (Lighthouse) starts without them.
 */
export const UNSHOWN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** `flags` with every `--disable-features` list merged into one, `features` added: Chromium reads only the last. */
export function withDisabledFeatures(flags: readonly string[], features: readonly string[]): string[] {
  const prefix = '--disable-features=';
  const disabled = flags.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(','));
  const merged = [...new Set([...disabled, ...features])].filter(Boolean);
  return [...flags.filter((flag) => !flag.startsWith(prefix)), `${prefix}${merged.join(',')}`];
}
