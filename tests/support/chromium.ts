/** Debian's Chromium: tests never download a browser. CHROME_PATH overrides. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 starts its omnibox popup (a WebUI page of its own) in a renderer beside every headless
  // browser: 2.2 s of a core during one page load here, for browser chrome that no test shows. Repeated
  // --disable-features lists add up (Playwright's own list still holds).
  '--disable-features=WebUIOmniboxPopup',
];
