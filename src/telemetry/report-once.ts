import { emitTelemetry } from './telemetry';

const reported = new Set<string>();

/** Reports a page problem once per key: to the console and to error reporting. */
export function reportOnce(key: string, message: string, error?: unknown): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[storefront] ${message}`, error ?? '');
  emitTelemetry({ kind: 'error', message, error });
}
