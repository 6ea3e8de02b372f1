const reported = new Set<string>();

/** Reports a page problem once per key (error tracking arrives with telemetry; until then the console). */
export function reportOnce(key: string, message: string, error?: unknown): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[storefront] ${message}`, error ?? '');
}
