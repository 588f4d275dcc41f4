/**
 * Runs `run` once the browser is idle (after `timeoutMs` at most, should a busy page never be idle), or
 * after a timer where the browser has no idle callbacks (Safari). Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(run, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}
