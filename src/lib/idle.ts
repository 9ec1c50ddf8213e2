/**
 * Runs `task` when the browser is next idle (after the page has painted and settled), within
 * `timeout` ms at the latest. Used to fetch the chunks of dialogs a page shows only on demand:
 * once imported, a module stays in memory, so the dialog still opens after the connection drops,
 * even on a first visit before the service worker has cached anything.
 */
export function whenIdle(task: () => void, timeout = 4000) {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, 1500);
}

/**
 * Resolves in a new task, so the browser can paint and answer input first: a long start-up then
 * runs as a few short tasks rather than one that holds a phone's main thread.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
