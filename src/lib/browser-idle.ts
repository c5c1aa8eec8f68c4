/**
 * Runs `work` at the browser's next idle moment, at most `timeoutMs` later; where the browser cannot say
 * (no requestIdleCallback: Safari), after a timer of 1 ms. Returns a function that cancels it.
 */
export function whenBrowserIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
