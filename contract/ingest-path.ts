/** Own-origin path the reference server forwards to the analytics host (server/routes/ingest.ts). */
export const INGEST_PATH = '/s/ingest';
