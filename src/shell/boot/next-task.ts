/** Resolves in a later task (after `ms`, if given), so that the browser can paint and handle input in between. */
export function nextTask(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
