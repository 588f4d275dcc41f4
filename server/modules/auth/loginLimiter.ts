export type LoginLimiter = {
  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
};

/** Past this many tracked keys every stale one is dropped, so a flood of e-mails cannot grow memory forever. */
const SWEEP_AT = 10_000;

/**
 * Failed logins per key (IP + e-mail) in a sliding window. Kept in memory: the reference server is one
 * process, and a restart forgetting the counts is acceptable for it.
 */
export function createLoginLimiter(maxFailures: number, windowSeconds: number, now: () => number): LoginLimiter {
  const failures = new Map<string, number[]>();
  const windowMs = windowSeconds * 1000;

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };

  return {
    retryAfter(key) {
      const times = recent(key);
      // Allowed again once enough failures have left the window to drop below the limit.
      const freeing = times[times.length - maxFailures];
      if (freeing === undefined) return 0;
      return Math.max(1, Math.ceil((freeing + windowMs - now()) / 1000));
    },
    recordFailure(key) {
      if (failures.size >= SWEEP_AT) for (const stale of [...failures.keys()]) recent(stale);
      failures.set(key, [...recent(key), now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
