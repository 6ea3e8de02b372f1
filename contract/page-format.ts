/** The page-data format version this build writes and renders (`version`, ours). */
export const CURRENT_PAGE_VERSION = 2;

/** Whether page data is in this build's format, so it needs no migration (another store's page builder never says so). */
export const isCurrentFormat = (raw: unknown): boolean =>
  Boolean(raw) && typeof raw === 'object' && (raw as { version?: unknown }).version === CURRENT_PAGE_VERSION;
