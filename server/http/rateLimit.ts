export type RateLimit = {
  /** Requests allowed per key inside one window; the next one is refused until the window ends. */
  max: number;
  windowSeconds: number;
};

export type RateLimiter = {
  /** Counts one request under `key`: 0 when it may go on, else the whole seconds until it may. */
  take(key: string): number;
  /** How many keys are tracked (never more than `maxKeys`). */
  size(): number;
};

type Window = { start: number; count: number };

/**
 * A fixed window per key, kept in memory (the reference server is one process; a restart forgetting
 * the counts is acceptable). A fixed window may let up to twice `max` through around its edge, which
 * the generous limits absorb, and it needs one small record per key where a sliding log needs one
 * timestamp per request. At most `maxKeys` keys are tracked: a new key pushes out the one whose window
 * started first, in O(1), so a flood of addresses can neither grow memory nor slow each request.
 */
export function createRateLimiter({ max, windowSeconds }: RateLimit, now: () => number, maxKeys = 10_000): RateLimiter {
  const windows = new Map<string, Window>();
  const windowMs = windowSeconds * 1000;

  const open = (key: string): Window => {
    windows.delete(key);
    // A Map iterates in insertion order and every window is (re)inserted when it starts: the first key is the oldest.
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (oldest.done) break;
      windows.delete(oldest.value);
    }
    const fresh = { start: now(), count: 0 };
    windows.set(key, fresh);
    return fresh;
  };

  return {
    take(key) {
      const current = windows.get(key);
      const window = current && now() < current.start + windowMs ? current : open(key);
      if (window.count >= max) return Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000));
      window.count += 1;
      return 0;
    },
    size: () => windows.size,
  };
}
