/**
 * A dynamic import that does not fail when its chunk cannot be fetched (the connection dropped
 * before it was loaded or cached): it tries again when the browser is back online, or after
 * `retryMs`. For parts that show a fallback meanwhile, so a missing chunk never breaks the page.
 */
export function importWithRetry<T>(load: () => Promise<T>, retryMs = 10_000): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve(importWithRetry(load, retryMs));
        };
        const timer = setTimeout(again, retryMs);
        window.addEventListener('online', again);
      }),
  );
}
