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
];
